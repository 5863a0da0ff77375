export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * `base` + `path` + encoded query. Arrays become comma lists (`id=a,b`, spec §7 "comma list");
 * null and undefined values are left out so optional filters need no special casing.
 * An empty path is the base itself: a BscScan-style explorer answers at its base (`…/api?module=…`),
 * and `…/api/` is another resource there (the reference API answers it 404).
 */
export function buildRequestUrl(base: string, path: string, query: QueryParams = {}): URL {
  if (path !== '' && !path.startsWith('/')) throw new TypeError(`API path must start with '/': ${path}`);
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    url.searchParams.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url;
}

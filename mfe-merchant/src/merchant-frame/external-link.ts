/**
 * A merchant's own address as a link target, or null: only http(s) addresses are links, so a
 * merchant record can never make the page run a `javascript:` or `data:` URL.
 */
export function externalHref(uri: string | null | undefined): string | null {
  if (!uri) return null;
  try {
    const url = new URL(uri);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

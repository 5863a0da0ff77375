/**
 * The pages whose links people paste into chats (spec §2): an item of a merchant's store or market, a
 * collectible, a public profile. Each answers what its preview is read from. English is served at the
 * root, the other eight locales under their prefix (shared-contracts `SUPPORTED_LOCALES`).
 */
export const PREVIEW_LOCALES = ['en', 'es', 'pt', 'ja', 'ko', 'de', 'it', 'fr', 'zh'];

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const MERCHANT = '[a-z0-9-]{1,64}';
// A username or an id, as `GET /api/users/{usernameOrId}` takes it.
const PERSON = '[A-Za-z0-9_.-]{1,64}';

const SHARED_PAGES = [
  { kind: 'store-item', pattern: new RegExp(`^/store/(${MERCHANT})/(${UUID})/?$`), names: ['merchantId', 'id'] },
  { kind: 'market-item', pattern: new RegExp(`^/market/(${MERCHANT})/(${UUID})/?$`), names: ['merchantId', 'id'] },
  { kind: 'collectible', pattern: new RegExp(`^/collectible/(${UUID})/?$`), names: ['id'] },
  { kind: 'profile', pattern: new RegExp(`^/user/(${PERSON})/?$`), names: ['id'] },
];

/** A page's language and its path without the prefix (`/ja/store/x` → ja, `/store/x`; `/store/x` → en). */
export function localeAndRoutePathOf(pathname) {
  const [, first = '', ...rest] = pathname.split('/');
  const prefixed = PREVIEW_LOCALES.includes(first) && first !== 'en';
  return { locale: prefixed ? first : 'en', routePath: prefixed ? `/${rest.join('/')}` : pathname };
}

/**
 * The shared page a path shows (`/ja/store/diamond-dreams/…` → a store item in Japanese), or null for
 * any other page. Ids are matched whole, so `/market/{merchant}/stack/{setId}` is not an item.
 */
export function sharedPageOf(pathname) {
  const { locale, routePath } = localeAndRoutePathOf(pathname);
  for (const { kind, pattern, names } of SHARED_PAGES) {
    const match = pattern.exec(routePath);
    if (match) return { kind, locale, ...Object.fromEntries(names.map((name, index) => [name, match[index + 1]])) };
  }
  return null;
}

import { localeAndRoutePathOf } from '../link-previews/shared-pages.mjs';

// The route table's validity checks (`shell/src/route-model/route-params.ts`): a slug and an id.
const MERCHANT = '[a-z0-9]+(?:-[a-z0-9]+)*';
const ID = '[A-Za-z0-9_-]{1,64}';

/**
 * The pages of a remote that people open from a link (a shared item, a search result, a store someone
 * recommended), as the shell's route table declares them (`shell/src/routing/route-table.ts`: the
 * remote and exposed module that renders each), with what each page shows first: the merchant's key art
 * at the top of every merchant page, and on an item page the item's art, which is the page's largest
 * paint. Checked against the route table by `remote-pages.test.mjs`.
 */
const REMOTE_PAGES = [
  { id: 'store', pattern: new RegExp(`^/store/(${MERCHANT})/?$`), remote: 'merchant', module: 'StorePage', item: null },
  { id: 'storeCategory', pattern: new RegExp(`^/store/(${MERCHANT})/category/(${ID})/?$`), remote: 'merchant', module: 'StorePage', item: null },
  { id: 'storeItem', pattern: new RegExp(`^/store/(${MERCHANT})/(${ID})/?$`), remote: 'merchant', module: 'StorePage', item: 'store' },
  { id: 'market', pattern: new RegExp(`^/market/(${MERCHANT})/?$`), remote: 'merchant', module: 'MarketPage', item: null },
  { id: 'marketItem', pattern: new RegExp(`^/market/(${MERCHANT})/(${ID})/?$`), remote: 'merchant', module: 'MarketPage', item: 'market' },
];

/** The route ids listed here, for the test that holds them to the shell's route table. */
export const REMOTE_PAGE_IDS = REMOTE_PAGES.map((page) => page.id);

/**
 * The remote page a path shows (`/ja/store/diamond-dreams/…` → the merchant's StorePage with a store
 * item, in Japanese), or null for any other path; `storeFront` when it is the first page of a store's cards.
 */
export function remotePageOf(pathname, search = new URLSearchParams()) {
  const { locale, routePath } = localeAndRoutePathOf(pathname);
  for (const { id, pattern, remote, module, item } of REMOTE_PAGES) {
    const match = pattern.exec(routePath);
    if (!match) continue;
    const [, merchantId, itemId] = match;
    // The store front's first page of cards (`?page=2` shows others).
    const storeFront = id === 'store' && (search.get('page') ?? '1') === '1';
    return { id, locale, remote, module, merchantId, item: item && itemId ? { kind: item, id: itemId } : null, storeFront };
  }
  return null;
}

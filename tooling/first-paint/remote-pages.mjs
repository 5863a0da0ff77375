import { localeAndRoutePathOf } from '../link-previews/shared-pages.mjs';

// The route table's validity checks (`shell/src/route-model/route-params.ts`): a slug and an id.
const MERCHANT = '[a-z0-9]+(?:-[a-z0-9]+)*';
const ID = '[A-Za-z0-9_-]{1,64}';
/**
 * The policies `/legal/{policy}` shows (the contracts' `LEGAL_POLICIES`, which the route's validity check
 * reads): any other name is the shell's 404, which loads nothing of the legal remote. Held equal by the test.
 */
export const LEGAL_POLICIES = ['terms', 'privacy', 'cookies', 'acceptable-use', 'fees'];

/** What a collection's address may hold besides its page (`collection-view.ts`): each shows other cards than its first view. */
const COLLECTION_VIEW = ['game', 'rarity', 'property'];

/**
 * A merchant's page: the merchant's key art at the top of each, on an item page the item's art (its
 * largest paint), on the store front's first page (`storeFront`) its first row of cards.
 */
function merchantPage(id, path, module, itemKind = null) {
  return {
    id,
    pattern: new RegExp(`^/${path}/?$`),
    remote: 'merchant',
    module,
    shows: ([merchantId, itemId], search) => ({
      art: 'merchant',
      merchantId,
      item: itemKind ? { kind: itemKind, id: itemId } : null,
      // The store front's first page of cards (`?page=2` shows others).
      storeFront: id === 'store' && (search.get('page') ?? '1') === '1',
    }),
  };
}

/** A page whose first paint is its words alone (no art): the legal remote's pages. */
const wordsPage = (id, path, remote, module, shows = () => ({})) => ({
  id,
  pattern: new RegExp(`^/${path}/?$`),
  remote,
  module,
  shows: (...args) => ({ art: null, ...shows(...args) }),
});

/**
 * The pages of a remote that people open from a link (a shared item or collectible, a search result, a
 * store someone recommended, a profile, a policy, the communications and support pages every mail links
 * to), as the shell's route table declares them (`shell/src/routing/route-table.ts`: the remote and
 * exposed module that renders each), with what each page shows first (`art`: whose art the page paints
 * first, read by `page-art.mjs`). Checked against the route table by `remote-pages.test.mjs`.
 */
const REMOTE_PAGES = [
  merchantPage('store', `store/(${MERCHANT})`, 'StorePage'),
  merchantPage('storeCategory', `store/(${MERCHANT})/category/(${ID})`, 'StorePage'),
  merchantPage('storeItem', `store/(${MERCHANT})/(${ID})`, 'StorePage', 'store'),
  merchantPage('market', `market/(${MERCHANT})`, 'MarketPage'),
  merchantPage('marketItem', `market/(${MERCHANT})/(${ID})`, 'MarketPage', 'market'),
  // A collectible's page shows its picture large at the top: its largest paint.
  {
    id: 'collectible',
    pattern: new RegExp(`^/collectible/(${ID})/?$`),
    remote: 'account',
    module: 'CollectiblePage',
    shows: ([collectibleId]) => ({ art: 'collectible', collectibleId }),
  },
  // Its banner and picture are drawn from the design tokens (`ProfileBanner`, `ProfilePicture`): its largest
  // paint is the first card of the person's collection, on the collection's first view (the address's query
  // is the view, `collection-view.ts`: another game, filter or page shows other cards).
  {
    id: 'user',
    pattern: new RegExp(`^/user/(${ID})/?$`),
    remote: 'account',
    module: 'UserPage',
    shows: ([userId], search) => ({
      art: 'profile',
      userId,
      collectionFront: COLLECTION_VIEW.every((name) => !search.has(name)) && (search.get('page') ?? '1') === '1',
    }),
  },
  // A policy's text is a chunk of its own per language, imported once the page runs (`load-policy-document.ts`
  // names it `policy-[request]`): the page's largest paint waits for it.
  wordsPage('legal', `legal/(${LEGAL_POLICIES.join('|')})`, 'legal', 'PolicyPage', ([policy], _search, locale) => ({
    contentChunk: `policy-${locale}-${policy}-ts`,
  })),
  // Linked from every mail (the footer's preferences, an unsubscribe link) and from security notices and ticket receipts.
  wordsPage('communications', 'communications', 'legal', 'CommunicationsPage'),
  wordsPage('support', 'support', 'legal', 'SupportPage'),
];

/** The route ids listed here, for the test that holds them to the shell's route table. */
export const REMOTE_PAGE_IDS = REMOTE_PAGES.map((page) => page.id);

/**
 * The remote page a path shows (`/ja/store/diamond-dreams/…` → the merchant's StorePage with a store
 * item, in Japanese), or null for any other path, with what it shows first (`art`: 'merchant',
 * 'collectible', 'profile' or null, and what that art is read by) and, for a page whose words are a chunk of their
 * own, that chunk's name (`contentChunk`).
 */
export function remotePageOf(pathname, search = new URLSearchParams()) {
  const { locale, routePath } = localeAndRoutePathOf(pathname);
  for (const { id, pattern, remote, module, shows } of REMOTE_PAGES) {
    const match = pattern.exec(routePath);
    if (match) return { id, locale, remote, module, ...shows(match.slice(1), search, locale) };
  }
  return null;
}

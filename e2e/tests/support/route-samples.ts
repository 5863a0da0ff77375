import type { SeededFacts } from './seeded-facts';
import type { SignedInAs } from './sessions';

type RemoteName = 'account' | 'merchant' | 'wallet' | 'legal';

/** A text a page shows: a message key of the catalogue, or a seeded record's own name, shown as it is. */
export type SampleText = string | { seeded: keyof SeededFacts };

/**
 * One address per route of spec §2, with what a reader must see there (message keys of the catalogue).
 * A `{fact}` in a path is a seeded record's id (`/collectible/{collectibleId}`), read at test time.
 */
export type RouteSample =
  | {
      path: string;
      heading: SampleText;
      title: SampleText;
      values?: Record<string, string>;
      /** Keys whose translated text fills `{{name}}` in heading and title. */
      translatedValues?: Record<string, string>;
      /** Seeded facts that fill `{{name}}` in heading and title. */
      seededValues?: Record<string, keyof SeededFacts>;
      remote?: RemoteName;
      layout: 'default' | 'simple';
      /** Pages behind login (spec §2) are seen by a signed-in user; /admin by the ADMIN. */
      signedIn?: SignedInAs;
    }
  | { path: string; redirectsTo: string; signedIn?: SignedInAs }
  /** `/auth…` have no page: they start signing in, on the identity provider's page. */
  | { path: string; startsSignIn: 'login' | 'signup' };

const merchant = { merchant: 'Diamond Dreams' };
const page = (
  path: string,
  id: string,
  remote: RemoteName | undefined,
  layout: 'default' | 'simple' = 'default',
  values?: Record<string, string>,
): RouteSample => ({ path, heading: `routes.${id}.heading`, title: `routes.${id}.title`, remote, layout, values });
const asUser = (sample: RouteSample): RouteSample => ({ ...sample, signedIn: 'user' });

export const ROUTE_SAMPLES: RouteSample[] = [
  { path: '/', heading: 'home.heading', title: 'routes.home.title', layout: 'default' },
  { path: '/test', redirectsTo: '/' },
  { ...page('/admin', 'admin', undefined), signedIn: 'admin' },
  page('/search', 'search', undefined),
  page('/cart', 'cart', undefined),
  page('/export', 'export', 'legal', 'simple'),
  page('/support', 'support', 'legal', 'simple'),
  page('/refresh-cache', 'refreshCache', 'legal', 'simple'),
  page('/communications', 'communications', 'legal', 'simple'),
  page('/under-maintenance', 'underMaintenance', 'legal', 'simple'),
  {
    path: '/legal/terms',
    heading: 'legal.terms',
    title: 'routes.legal.title',
    translatedValues: { policy: 'legal.terms' },
    remote: 'legal',
    layout: 'default',
  },
  {
    path: '/legal/privacy',
    heading: 'legal.privacy',
    title: 'routes.legal.title',
    translatedValues: { policy: 'legal.privacy' },
    remote: 'legal',
    layout: 'default',
  },
  page('/rescue', 'rescue', 'wallet'),
  // The seeded demo user's profile (by username) and a collectible of theirs, headed and titled by its name.
  { ...page('/user/demo', 'user', 'account'), heading: { seeded: 'demoName' }, title: { seeded: 'demoName' } },
  page('/influencer-program', 'influencerProgram', 'account'),
  { ...page('/collectible/{collectibleId}', 'collectible', 'account'), heading: { seeded: 'collectibleName' }, title: { seeded: 'collectibleName' } },
  { path: '/auth', startsSignIn: 'login' },
  { path: '/auth/login', startsSignIn: 'login' },
  { path: '/auth/signup', startsSignIn: 'signup' },
  asUser(page('/user-portal/kyc', 'portalKyc', 'account')),
  asUser(page('/user-portal/offers', 'portalOffers', 'account')),
  asUser(page('/user-portal/activity', 'portalActivity', 'account')),
  asUser(page('/user-portal/dashboard', 'portalDashboard', 'account')),
  asUser(page('/user-portal/mint/mint-42', 'portalMint', 'account')),
  asUser(page('/user-portal/referrals', 'portalReferrals', 'account')),
  asUser(page('/user-portal/account', 'portalAccount', 'account')),
  asUser(page('/user-portal/account/devices', 'portalDevices', 'account')),
  asUser(page('/user-portal/collection', 'portalCollection', 'account')),
  // Another person's collection, headed and titled by whose it is.
  {
    ...asUser(page('/user-portal/collection/{demoId}', 'portalCollectionItem', 'account')),
    title: 'routes.portalCollectionItem.heading',
    seededValues: { name: 'demoName' },
  },
  asUser(page('/user-portal/notifications', 'portalNotifications', 'account')),
  { path: '/dashboard', redirectsTo: '/user-portal/dashboard', signedIn: 'user' },
  { path: '/offers?page=2#list', redirectsTo: '/user-portal/offers?page=2#list', signedIn: 'user' },
  { path: '/activity', redirectsTo: '/user-portal/activity', signedIn: 'user' },
  { path: '/mint/mint-42', redirectsTo: '/user-portal/mint/mint-42', signedIn: 'user' },
  { path: '/referrals', redirectsTo: '/user-portal/referrals', signedIn: 'user' },
  { path: '/account', redirectsTo: '/user-portal/account', signedIn: 'user' },
  { path: '/account/devices', redirectsTo: '/user-portal/account/devices', signedIn: 'user' },
  { path: '/collection', redirectsTo: '/user-portal/collection', signedIn: 'user' },
  { path: '/notifications', redirectsTo: '/user-portal/notifications', signedIn: 'user' },
  asUser(page('/collection/diamond-dreams', 'collectionMerchant', 'account', 'default', merchant)),
  page('/craft/diamond-dreams', 'craft', 'merchant', 'default', merchant),
  // Ids no recipe, listing or set has: each detail page's 404, headed and titled so.
  {
    path: '/craft/diamond-dreams/recipe-7',
    heading: 'craft.recipe.notFound.title',
    title: 'craft.recipe.notFound.title',
    remote: 'merchant',
    layout: 'default',
  },
  page('/craft/diamond-dreams/category/armour', 'craftCategory', 'merchant', 'default', merchant),
  page('/store/diamond-dreams', 'store', 'merchant', 'default', merchant),
  // An id no store item has: the item page's 404, headed and titled so.
  { path: '/store/diamond-dreams/item-3', heading: 'store.item.notFound.title', title: 'store.item.notFound.title', remote: 'merchant', layout: 'default' },
  page('/store/diamond-dreams/category/weapons', 'storeCategory', 'merchant', 'default', merchant),
  page('/market/elemental-raiders', 'market', 'merchant', 'default', { merchant: 'Elemental Raiders' }),
  {
    path: '/market/elemental-raiders/listing-9',
    heading: 'market.listing.notFound.title',
    title: 'market.listing.notFound.title',
    remote: 'merchant',
    layout: 'default',
  },
  {
    path: '/market/elemental-raiders/stack/set-2',
    heading: 'market.stack.notFound.title',
    title: 'market.stack.notFound.title',
    remote: 'merchant',
    layout: 'default',
  },
];

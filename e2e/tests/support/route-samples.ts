type RemoteName = 'account' | 'merchant' | 'wallet' | 'legal';

/** One address per route of spec §2, with what a reader must see there (message keys of the catalogue). */
export type RouteSample =
  | {
      path: string;
      heading: string;
      title: string;
      values?: Record<string, string>;
      /** Keys whose translated text fills `{{name}}` in heading and title. */
      translatedValues?: Record<string, string>;
      remote?: RemoteName;
      layout: 'default' | 'simple';
    }
  | { path: string; redirectsTo: string };

const merchant = { merchant: 'Diamond Dreams' };
const page = (
  path: string,
  id: string,
  remote: RemoteName | undefined,
  layout: 'default' | 'simple' = 'default',
  values?: Record<string, string>,
): RouteSample => ({ path, heading: `routes.${id}.heading`, title: `routes.${id}.title`, remote, layout, values });

export const ROUTE_SAMPLES: RouteSample[] = [
  { path: '/', heading: 'home.heading', title: 'routes.home.title', layout: 'default' },
  { path: '/test', redirectsTo: '/' },
  page('/admin', 'admin', undefined),
  page('/loading', 'loading', undefined, 'simple'),
  page('/export', 'export', 'legal', 'simple'),
  page('/support', 'support', 'legal', 'simple'),
  page('/refresh-cache', 'refreshCache', 'legal', 'simple'),
  page('/communications', 'communications', 'legal', 'simple'),
  page('/under-maintenance', 'underMaintenance', 'legal', 'simple'),
  { path: '/legal/terms', heading: 'legal.terms', title: 'routes.legal.title', translatedValues: { policy: 'legal.terms' }, remote: 'legal', layout: 'default' },
  { path: '/legal/privacy', heading: 'legal.privacy', title: 'routes.legal.title', translatedValues: { policy: 'legal.privacy' }, remote: 'legal', layout: 'default' },
  page('/rescue', 'rescue', 'wallet'),
  page('/user/demo-player', 'user', 'account'),
  page('/influencer-program', 'influencerProgram', 'account'),
  page('/collectible/gem-0001', 'collectible', 'account'),
  { path: '/auth', redirectsTo: '/loading?auth=true&authPath=login&redirect=%2F' },
  { path: '/auth/login', redirectsTo: '/loading?auth=true&authPath=login&redirect=%2F' },
  { path: '/auth/signup', redirectsTo: '/loading?auth=true&authPath=signup&redirect=%2F' },
  page('/user-portal/kyc', 'portalKyc', 'account'),
  page('/user-portal/offers', 'portalOffers', 'account'),
  page('/user-portal/activity', 'portalActivity', 'account'),
  page('/user-portal/dashboard', 'portalDashboard', 'account'),
  page('/user-portal/mint/mint-42', 'portalMint', 'account'),
  page('/user-portal/referrals', 'portalReferrals', 'account'),
  page('/user-portal/account', 'portalAccount', 'account'),
  page('/user-portal/account/devices', 'portalDevices', 'account'),
  page('/user-portal/collection', 'portalCollection', 'account'),
  page('/user-portal/collection/gem-0001', 'portalCollectionItem', 'account'),
  { path: '/dashboard', redirectsTo: '/user-portal/dashboard' },
  { path: '/offers?page=2#list', redirectsTo: '/user-portal/offers?page=2#list' },
  { path: '/activity', redirectsTo: '/user-portal/activity' },
  { path: '/mint/mint-42', redirectsTo: '/user-portal/mint/mint-42' },
  { path: '/referrals', redirectsTo: '/user-portal/referrals' },
  { path: '/account', redirectsTo: '/user-portal/account' },
  { path: '/account/devices', redirectsTo: '/user-portal/account/devices' },
  { path: '/collection', redirectsTo: '/user-portal/collection' },
  page('/collection/diamond-dreams', 'collectionMerchant', 'account', 'default', merchant),
  page('/craft/diamond-dreams', 'craft', 'merchant', 'default', merchant),
  page('/craft/diamond-dreams/recipe-7', 'craftItem', 'merchant', 'default', merchant),
  page('/craft/diamond-dreams/category/armour', 'craftCategory', 'merchant', 'default', merchant),
  page('/store/diamond-dreams', 'store', 'merchant', 'default', merchant),
  page('/store/diamond-dreams/item-3', 'storeItem', 'merchant', 'default', merchant),
  page('/store/diamond-dreams/category/weapons', 'storeCategory', 'merchant', 'default', merchant),
  page('/market/elemental-raiders', 'market', 'merchant', 'default', { merchant: 'Elemental Raiders' }),
  page('/market/elemental-raiders/listing-9', 'marketItem', 'merchant', 'default', { merchant: 'Elemental Raiders' }),
  page('/market/elemental-raiders/stack/set-2', 'marketStack', 'merchant', 'default', { merchant: 'Elemental Raiders' }),
];

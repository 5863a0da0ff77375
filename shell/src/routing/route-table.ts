import type { ComponentType } from 'react';
import { isLegalPolicy } from '@marketplace/contracts/wire';
import type { PortalSection } from '@marketplace/contracts/browser';
import { HomePage } from '../pages/home-page';
import { importShellChunk } from '../federation/shell-chunk';
import { lazyPage, type LazyPage } from '../route-model/lazy-page';
import { remoteView, type RouteEntry, type ShellView } from '../route-model/route-entry';
import { isId, isSlug, param, type RouteParams } from '../route-model/route-params';

const withMerchant = (params: RouteParams) => isSlug(params.merchant);
const withMerchantAnd = (name: string) => (params: RouteParams) => isSlug(params.merchant) && isId(params[name]);
const merchantTitle: RouteEntry['titleValues'] = (params, { merchantName }) => ({ merchant: merchantName(param(params, 'merchant')) });

/**
 * A route as the table writes it: what is particular to it. It takes the default layout and scrolls to the top
 * on arrival (spec §2) unless it says otherwise.
 */
type RouteDeclaration = Omit<RouteEntry, 'layout' | 'scrollToTop'> & Partial<Pick<RouteEntry, 'layout' | 'scrollToTop'>>;
const withDefaults = (declaration: RouteDeclaration): RouteEntry => ({ layout: 'default', scrollToTop: true, ...declaration });

/** A page of the shell's first load (the home page, prerendered and hydrated at once). */
const shellPage = (Component: ComponentType): ShellView => ({ kind: 'shell', Component, preload: () => Promise.resolve() });
/** A shell page whose code loads with its route. */
const lazyShellPage = (page: LazyPage): ShellView => ({ kind: 'shell', ...page });

const testPage = lazyPage(() => importShellChunk(() => import('../pages/test-page')).then((module) => module.TestPage));
const loadingPage = lazyPage(() => importShellChunk(() => import('../pages/loading-page')).then((module) => module.LoadingPage));
const adminPage = lazyPage(() => importShellChunk(() => import('../pages/admin-page')).then((module) => module.AdminPage));
const searchPage = lazyPage(() => importShellChunk(() => import('../search/search-results-page')).then((module) => module.SearchResultsPage));
const cartPage = lazyPage(() => importShellChunk(() => import('../cart/cart-page')).then((module) => module.CartPage));

/** `/dashboard` and the other short forms of DESIGN.md lead to their page under `/user-portal/`. */
const toPortal = (path: string): RouteEntry['view'] => ({
  kind: 'redirect',
  to: (params) => `/user-portal/${path.replace(':id', params.id ?? '')}`,
});

const portalPage = (id: string, path: string, section: PortalSection): RouteDeclaration => ({
  id,
  path: `user-portal/${path}`,
  view: remoteView('account', 'PortalPage', (params) => ({ section, id: params.id ?? null })),
  ...(path.includes(':id') ? { isValid: (params: RouteParams) => isId(params.id) } : {}),
});

const shortForm = (path: string): RouteDeclaration => ({
  id: `shortForm:${path}`,
  path,
  view: toPortal(path),
  ...(path.includes(':id') ? { isValid: (params: RouteParams) => isId(params.id) } : {}),
});

const signIn = (path: string, authPath: 'login' | 'signup'): RouteDeclaration => ({
  id: `auth:${path}`,
  path,
  // No `redirect`: /loading comes back to the home page of the address's language (`/ja`), and the identity page
  // speaks the language of that return address. A fixed `redirect=%2F` named the English home, so `/ja/auth/login`
  // opened the identity page in English.
  view: { kind: 'redirect', to: () => `/loading?auth=true&authPath=${authPath}` },
});

/** The routes as declared, in the table's order (see ROUTE_TABLE). */
const DECLARED_ROUTES: readonly RouteDeclaration[] = [
  { id: 'home', path: '', view: shellPage(HomePage) },
  { id: 'test', path: 'test', view: lazyShellPage(testPage) },
  { id: 'admin', path: 'admin', view: lazyShellPage(adminPage) },
  { id: 'loading', path: 'loading', layout: 'simple', view: lazyShellPage(loadingPage) },
  // Extension: the site search's results, the text in the address (`/search?q=`).
  { id: 'search', path: 'search', view: lazyShellPage(searchPage) },
  // Extension: the cart, its items kept in this browser; a visitor fills it and signs in to check out.
  { id: 'cart', path: 'cart', view: lazyShellPage(cartPage) },

  { id: 'export', path: 'export', layout: 'simple', view: remoteView('legal', 'ExportPage', () => ({})) },
  { id: 'support', path: 'support', layout: 'simple', view: remoteView('legal', 'SupportPage', () => ({})) },
  { id: 'refreshCache', path: 'refresh-cache', layout: 'simple', view: remoteView('legal', 'RefreshCachePage', () => ({})) },
  { id: 'communications', path: 'communications', layout: 'simple', view: remoteView('legal', 'CommunicationsPage', () => ({})) },
  { id: 'underMaintenance', path: 'under-maintenance', layout: 'simple', view: remoteView('legal', 'UnderMaintenancePage', () => ({})) },
  {
    id: 'legal',
    path: 'legal/:policy',
    view: remoteView('legal', 'PolicyPage', (params) => ({ policy: param(params, 'policy') })),
    isValid: (params) => params.policy !== undefined && isLegalPolicy(params.policy),
    titleValues: (params, { t }) => ({ policy: t(`legal.${param(params, 'policy')}`) }),
  },

  { id: 'rescue', path: 'rescue', view: remoteView('wallet', 'RescuePage', () => ({})) },

  {
    id: 'user',
    path: 'user/:id',
    view: remoteView('account', 'UserPage', (params) => ({ userId: param(params, 'id') })),
    isValid: (params) => isId(params.id),
  },
  { id: 'influencerProgram', path: 'influencer-program', view: remoteView('account', 'InfluencerProgramPage', () => ({})) },
  {
    id: 'collectible',
    path: 'collectible/:id',
    view: remoteView('account', 'CollectiblePage', (params) => ({ collectibleId: param(params, 'id') })),
    isValid: (params) => isId(params.id),
  },

  signIn('auth', 'login'),
  signIn('auth/login', 'login'),
  signIn('auth/signup', 'signup'),

  portalPage('portalKyc', 'kyc', 'kyc'),
  portalPage('portalOffers', 'offers', 'offers'),
  portalPage('portalActivity', 'activity', 'activity'),
  portalPage('portalDashboard', 'dashboard', 'dashboard'),
  portalPage('portalMint', 'mint/:id', 'mint'),
  portalPage('portalReferrals', 'referrals', 'referrals'),
  portalPage('portalAccount', 'account', 'account'),
  portalPage('portalDevices', 'account/devices', 'devices'),
  portalPage('portalCollection', 'collection', 'collection'),
  portalPage('portalCollectionItem', 'collection/:id', 'collection-item'),
  portalPage('portalNotifications', 'notifications', 'notifications'),
  portalPage('portalFavourites', 'favourites', 'favourites'),
  portalPage('portalListings', 'listings', 'listings'),
  { id: 'walletReceive', path: 'user-portal/wallet', view: remoteView('wallet', 'ReceivePage', () => ({})) },
  { id: 'walletSend', path: 'user-portal/wallet/send', view: remoteView('wallet', 'SendPage', () => ({})) },
  { id: 'walletKey', path: 'user-portal/wallet/key', view: remoteView('wallet', 'KeyExportPage', () => ({})) },
  ...[
    'dashboard',
    'offers',
    'activity',
    'mint/:id',
    'referrals',
    'account',
    'account/devices',
    'collection',
    'notifications',
    'wallet',
    'wallet/send',
    'wallet/key',
  ].map(shortForm),
  {
    id: 'collectionMerchant',
    path: 'collection/:merchant',
    view: remoteView('account', 'CollectionPage', (params) => ({ merchantId: param(params, 'merchant') })),
    isValid: withMerchant,
    titleValues: merchantTitle,
  },

  {
    id: 'craft',
    path: 'craft/:merchant',
    view: remoteView('merchant', 'CraftPage', (params) => ({ merchantId: param(params, 'merchant'), recipeId: null, categoryId: null })),
    isValid: withMerchant,
    titleValues: merchantTitle,
  },
  {
    id: 'craftItem',
    path: 'craft/:merchant/:id',
    view: remoteView('merchant', 'CraftPage', (params) => ({ merchantId: param(params, 'merchant'), recipeId: param(params, 'id'), categoryId: null })),
    isValid: withMerchantAnd('id'),
  },
  {
    id: 'craftCategory',
    path: 'craft/:merchant/category/:categoryId',
    // Switching category keeps the reader where the category tabs are.
    scrollToTop: false,
    view: remoteView('merchant', 'CraftPage', (params) => ({ merchantId: param(params, 'merchant'), recipeId: null, categoryId: param(params, 'categoryId') })),
    isValid: withMerchantAnd('categoryId'),
    titleValues: merchantTitle,
  },
  {
    id: 'store',
    path: 'store/:merchant',
    view: remoteView('merchant', 'StorePage', (params) => ({ merchantId: param(params, 'merchant'), itemId: null, categoryId: null })),
    isValid: withMerchant,
    titleValues: merchantTitle,
  },
  {
    id: 'storeItem',
    path: 'store/:merchant/:id',
    view: remoteView('merchant', 'StorePage', (params) => ({ merchantId: param(params, 'merchant'), itemId: param(params, 'id'), categoryId: null })),
    isValid: withMerchantAnd('id'),
  },
  {
    id: 'storeCategory',
    path: 'store/:merchant/category/:categoryId',
    scrollToTop: false,
    view: remoteView('merchant', 'StorePage', (params) => ({ merchantId: param(params, 'merchant'), itemId: null, categoryId: param(params, 'categoryId') })),
    isValid: withMerchantAnd('categoryId'),
    titleValues: merchantTitle,
  },
  {
    id: 'market',
    path: 'market/:merchant',
    view: remoteView('merchant', 'MarketPage', (params) => ({ merchantId: param(params, 'merchant'), listingId: null, setId: null })),
    isValid: withMerchant,
    titleValues: merchantTitle,
  },
  {
    id: 'marketItem',
    path: 'market/:merchant/:id',
    view: remoteView('merchant', 'MarketPage', (params) => ({ merchantId: param(params, 'merchant'), listingId: param(params, 'id'), setId: null })),
    isValid: withMerchantAnd('id'),
  },
  {
    id: 'marketStack',
    path: 'market/:merchant/stack/:setId',
    view: remoteView('merchant', 'MarketPage', (params) => ({ merchantId: param(params, 'merchant'), listingId: null, setId: param(params, 'setId') })),
    isValid: withMerchantAnd('setId'),
  },
];

/**
 * Every route of spec §2, owned by the shell (DESIGN rule 1). The same table serves all nine
 * locales: the router mounts it under `/`, `/es`, `/pt`, … Adding a route is adding one entry.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = DECLARED_ROUTES.map(withDefaults);

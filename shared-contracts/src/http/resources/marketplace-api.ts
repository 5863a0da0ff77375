import type { ApiTransport } from '../transport/create-api-transport';
import { lazyResourceGroup } from './lazy-resource-group';
import { createRatesApi } from './rates-api';
import { createMerchantsApi } from './merchants-api';
import { createStatusApi } from './status-api';
import { createUsersApi } from './users-api';
import { createOauthApi } from './oauth-api';
import { createTranslationsApi } from './translations-api';
import { createShowcaseApi } from './showcase-api';

/**
 * Every resource of the marketplace API on one transport: `api.vault.keys()`. One line per
 * resource; a new resource is one more line, lazy unless the first page needs it.
 *
 * The groups a visitor's first page load calls (the home's reads, the session's restore) are created at
 * once; what only a signed-in person calls (the vault and wallet of the login start-up, the header's
 * notifications, the players) waits for its first call like the rest. Every other group is created on its first call: its module and
 * the schemas only it imports are a chunk that loads then (`lazyResourceGroup`), so the shell's start-up
 * does not carry the whole client. The type is the same either way.
 */
export function createMarketplaceApi(transport: ApiTransport) {
  return {
    rates: createRatesApi(transport),
    merchants: createMerchantsApi(transport),
    status: createStatusApi(transport),
    users: createUsersApi(transport),
    oauth: createOauthApi(transport),
    translations: createTranslationsApi(transport),
    showcase: createShowcaseApi(transport),
    vault: lazyResourceGroup(transport, () => import('./vault-api').then((module) => module.createVaultApi)),
    wallet: lazyResourceGroup(transport, () => import('./wallet-api').then((module) => module.createWalletApi)),
    players: lazyResourceGroup(transport, () => import('./players-api').then((module) => module.createPlayersApi)),
    notifications: lazyResourceGroup(transport, () => import('./notifications-api').then((module) => module.createNotificationsApi)),
    userSettings: lazyResourceGroup(transport, () => import('./user-settings-api').then((module) => module.createUserSettingsApi)),
    terms: lazyResourceGroup(transport, () => import('./terms-api').then((module) => module.createTermsApi)),
    explorer: lazyResourceGroup(transport, () => import('./explorer-api').then((module) => module.createExplorerApi)),
    devices: lazyResourceGroup(transport, () => import('./devices-api').then((module) => module.createDevicesApi)),
    twoFactor: lazyResourceGroup(transport, () => import('./two-factor-api').then((module) => module.createTwoFactorApi)),
    password: lazyResourceGroup(transport, () => import('./password-api').then((module) => module.createPasswordApi)),
    emailKeys: lazyResourceGroup(transport, () => import('./email-keys-api').then((module) => module.createEmailKeysApi)),
    collectibles: lazyResourceGroup(transport, () => import('./collectibles-api').then((module) => module.createCollectiblesApi)),
    store: lazyResourceGroup(transport, () => import('./store-api').then((module) => module.createStoreApi)),
    market: lazyResourceGroup(transport, () => import('./market-api').then((module) => module.createMarketApi)),
    marketStats: lazyResourceGroup(transport, () => import('./market-stats-api').then((module) => module.createMarketStatsApi)),
    craft: lazyResourceGroup(transport, () => import('./craft-api').then((module) => module.createCraftApi)),
    mints: lazyResourceGroup(transport, () => import('./mints-api').then((module) => module.createMintsApi)),
    offers: lazyResourceGroup(transport, () => import('./offers-api').then((module) => module.createOffersApi)),
    transactions: lazyResourceGroup(transport, () => import('./transactions-api').then((module) => module.createTransactionsApi)),
    referrals: lazyResourceGroup(transport, () => import('./referrals-api').then((module) => module.createReferralsApi)),
    influencer: lazyResourceGroup(transport, () => import('./influencer-api').then((module) => module.createInfluencerApi)),
    kyc: lazyResourceGroup(transport, () => import('./kyc-api').then((module) => module.createKycApi)),
    support: lazyResourceGroup(transport, () => import('./support-api').then((module) => module.createSupportApi)),
    communicationPreferences: lazyResourceGroup(transport, () =>
      import('./communication-preferences-api').then((module) => module.createCommunicationPreferencesApi),
    ),
    personalExport: lazyResourceGroup(transport, () => import('./personal-export-api').then((module) => module.createPersonalExportApi)),
    walletMoves: lazyResourceGroup(transport, () => import('./wallet-moves-api').then((module) => module.createWalletMovesApi)),
    favourites: lazyResourceGroup(transport, () => import('./favourites-api').then((module) => module.createFavouritesApi)),
    analytics: lazyResourceGroup(transport, () => import('./analytics-api').then((module) => module.createAnalyticsApi)),
    search: lazyResourceGroup(transport, () => import('./search-api').then((module) => module.createSearchApi)),
    cart: lazyResourceGroup(transport, () => import('./cart-api').then((module) => module.createCartApi)),
    accountClosing: lazyResourceGroup(transport, () => import('./account-closing-api').then((module) => module.createAccountClosingApi)),
    reauthentication: lazyResourceGroup(transport, () => import('./reauthentication-api').then((module) => module.createReauthenticationApi)),
    /** §7 `POST /api/log` for an error-level event of a page (secrets scrubbed by the transport); never rejects. */
    log: { error: (event: string, error: unknown, data?: unknown) => transport.logError(event, error, data) },
  };
}

export type MarketplaceApi = ReturnType<typeof createMarketplaceApi>;

import type { ApiTransport } from '../transport/create-api-transport';
import { createDevicesApi } from './devices-api';
import { createTwoFactorApi } from './two-factor-api';
import { createPasswordApi } from './password-api';
import { createEmailKeysApi } from './email-keys-api';
import { createTranslationsApi } from './translations-api';
import { createExplorerApi } from './explorer-api';
import { createMerchantsApi } from './merchants-api';
import { createOauthApi } from './oauth-api';
import { createRatesApi } from './rates-api';
import { createStatusApi } from './status-api';
import { createUserSettingsApi } from './user-settings-api';
import { createUsersApi } from './users-api';
import { createVaultApi } from './vault-api';
import { createWalletApi } from './wallet-api';
import { createCollectiblesApi } from './collectibles-api';
import { createStoreApi } from './store-api';
import { createMarketApi } from './market-api';
import { createCraftApi } from './craft-api';
import { createPlayersApi } from './players-api';
import { createMintsApi } from './mints-api';
import { createOffersApi } from './offers-api';
import { createTransactionsApi } from './transactions-api';
import { createNotificationsApi } from './notifications-api';
import { createShowcaseApi } from './showcase-api';

/**
 * Every resource of the marketplace API on one transport: `api.vault.keys()`. One line per
 * resource; a new resource is one more line.
 */
export function createMarketplaceApi(transport: ApiTransport) {
  return {
    rates: createRatesApi(transport),
    merchants: createMerchantsApi(transport),
    status: createStatusApi(transport),
    users: createUsersApi(transport),
    userSettings: createUserSettingsApi(transport),
    vault: createVaultApi(transport),
    wallet: createWalletApi(transport),
    explorer: createExplorerApi(transport),
    oauth: createOauthApi(transport),
    devices: createDevicesApi(transport),
    twoFactor: createTwoFactorApi(transport),
    password: createPasswordApi(transport),
    emailKeys: createEmailKeysApi(transport),
    translations: createTranslationsApi(transport),
    collectibles: createCollectiblesApi(transport),
    store: createStoreApi(transport),
    market: createMarketApi(transport),
    craft: createCraftApi(transport),
    players: createPlayersApi(transport),
    mints: createMintsApi(transport),
    offers: createOffersApi(transport),
    transactions: createTransactionsApi(transport),
    notifications: createNotificationsApi(transport),
    showcase: createShowcaseApi(transport),
    /** §7 `POST /api/log` for an error-level event of a page (secrets scrubbed by the transport); never rejects. */
    log: { error: (event: string, error: unknown, data?: unknown) => transport.logError(event, error, data) },
  };
}

export type MarketplaceApi = ReturnType<typeof createMarketplaceApi>;

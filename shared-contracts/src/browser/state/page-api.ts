import { createApiTransport, createMarketplaceApi, type MarketplaceApi } from '@marketplace/contracts/http';
import { marketplaceBus } from '../bus/bus-events';
import type { RuntimeConfig } from '../../wire/config/runtime-config-schema';
import { sessionStore } from './session-store';

/**
 * The page's API client on the configured services: the bearer token read from the session store on
 * every call (so a logout takes effect at once), 401/503 reported on the page's one bus.
 */
export function createPageApi(config: Pick<RuntimeConfig, 'api'>): MarketplaceApi {
  return createMarketplaceApi(createApiTransport({ baseUrls: config.api, getToken: () => sessionStore.getState().token, bus: marketplaceBus }));
}

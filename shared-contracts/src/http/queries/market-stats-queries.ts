import type { MarketplaceApi } from '../resources/marketplace-api';
import type { PriceHistoryRange } from '../../wire/schemas/market-stats-schemas';
import { apiQuery } from './api-query';
import { marketKeys } from './market-queries';
import { MARKET_REFRESH_MS } from './market-refresh-period';

/**
 * Under the merchant's market key: a purchase, a listing or its withdrawal invalidates the merchant's market
 * (`marketKeys.ofMerchant`), and with it the figures and price histories it changes.
 */
export const marketStatsKeys = {
  ofMerchant: (merchantId: string) => [...marketKeys.ofMerchant(merchantId), 'stats'] as const,
  priceHistory: (merchantId: string, setId: string, range: PriceHistoryRange) =>
    [...marketStatsKeys.ofMerchant(merchantId), 'priceHistory', setId, range] as const,
  market: (merchantId: string) => [...marketStatsKeys.ofMerchant(merchantId), 'market'] as const,
  stack: (merchantId: string, setId: string) => [...marketStatsKeys.ofMerchant(merchantId), 'stack', setId] as const,
};

/** Issue 23's reads, fresh for one market refresh period like the prices beside them. */
export const marketStatsQueries = {
  priceHistory: (api: Pick<MarketplaceApi, 'marketStats'>, merchantId: string, setId: string, range: PriceHistoryRange) =>
    apiQuery(marketStatsKeys.priceHistory(merchantId, setId, range), (options) => api.marketStats.priceHistory(merchantId, setId, range, options), {
      staleTime: MARKET_REFRESH_MS,
    }),
  market: (api: Pick<MarketplaceApi, 'marketStats'>, merchantId: string) =>
    apiQuery(marketStatsKeys.market(merchantId), (options) => api.marketStats.market(merchantId, options), { staleTime: MARKET_REFRESH_MS }),
  stack: (api: Pick<MarketplaceApi, 'marketStats'>, merchantId: string, setId: string) =>
    apiQuery(marketStatsKeys.stack(merchantId, setId), (options) => api.marketStats.stack(merchantId, setId, options), { staleTime: MARKET_REFRESH_MS }),
};

import { marketStatsSchema, type PriceHistoryRange, priceHistorySchema, stackStatsSchema } from '../../wire/schemas/market-stats-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';
import { pathSegment } from './path-segment';

const merchantPath = (merchantId: string) => `/api/merchants/${pathSegment(merchantId)}`;

/**
 * Issue 23: what shoppers decide with, beside the listings: an item type's price history and a market's
 * figures. Extensions of spec §7; a failure rejects, so the page says the figures could not be read.
 */
export function createMarketStatsApi(transport: ApiTransport) {
  return {
    /** Extension: `GET /api/merchants/{merchantId}/sets/{setId}/price-history?range` → medians per day and the sales. */
    priceHistory: (merchantId: string, setId: string, range: PriceHistoryRange, { signal }: RequestOptions = {}) =>
      transport.request('main', {
        path: `${merchantPath(merchantId)}/sets/${pathSegment(setId)}/price-history`,
        query: { range },
        schema: priceHistorySchema,
        signal,
      }),
    /** Extension: `GET /api/merchants/{merchantId}/market/stats` → the market's figures and its sets' rows. */
    market: (merchantId: string, { signal }: RequestOptions = {}) =>
      transport.request('main', { path: `${merchantPath(merchantId)}/market/stats`, schema: marketStatsSchema, signal }),
    /** Extension: `GET /api/merchants/{merchantId}/market/stacks/{setId}/stats` → one stack's figures. */
    stack: (merchantId: string, setId: string, { signal }: RequestOptions = {}) =>
      transport.request('main', { path: `${merchantPath(merchantId)}/market/stacks/${pathSegment(setId)}/stats`, schema: stackStatsSchema, signal }),
  };
}

export type MarketStatsApi = ReturnType<typeof createMarketStatsApi>;

import type { MarketFigures, MarketStats, PriceHistory, PriceHistoryRange, StackStats } from '../../wire/schemas/market-stats-schemas';
import type { MarketStatsApi } from '@marketplace/contracts/http';

const AS_OF = '2026-01-01T00:00:00.000Z';
const NO_VOLUME = { volume: '0', sales: 0, previousVolume: '0', changePercent: null };

/** The figures of a market with nothing listed and nothing sold. */
export const QUIET_MARKET_FIGURES: MarketFigures = { floorPrice: null, listed: 0, owners: 0, day: NO_VOLUME, week: NO_VOLUME };

/**
 * The market stats of a page test that is not about them: no sales, nothing listed, so the price history
 * shows its empty state and the figures zeros, and nothing else on the page changes.
 */
export function quietMarketStatsApi(): MarketStatsApi {
  return {
    priceHistory: async (merchantId: string, setId: string, range: PriceHistoryRange): Promise<PriceHistory> => ({
      merchantId,
      setId,
      range,
      days: [],
      sales: [],
      total: 0,
    }),
    market: async (merchantId: string): Promise<MarketStats> => ({ merchantId, asOf: AS_OF, figures: QUIET_MARKET_FIGURES, sets: [] }),
    stack: async (merchantId: string, setId: string): Promise<StackStats> => ({ merchantId, setId, asOf: AS_OF, figures: QUIET_MARKET_FIGURES }),
  };
}

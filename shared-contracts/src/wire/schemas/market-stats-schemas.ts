import * as z from 'zod/mini';
import { raritySchema } from './collectible-schemas';
import { gemAmountSchema, isoTimeSchema } from './commerce-field-schemas';

// ---- Price history ------------------------------------------------------------------------------------

/** The spans a price history covers: the last 30 or 90 days, or every sale the item type ever had. */
export const PRICE_HISTORY_RANGES = ['30d', '90d', 'all'] as const;
export type PriceHistoryRange = (typeof PRICE_HISTORY_RANGES)[number];

/** Extension: `GET /api/merchants/{merchantId}/sets/{setId}/price-history` query; 30 days unless asked otherwise. */
export const priceHistoryQuerySchema = z.strictObject({ range: z._default(z.enum(PRICE_HISTORY_RANGES), '30d') });
export type PriceHistoryQuery = z.output<typeof priceHistoryQuerySchema>;

/** One UTC day with sales: their median price and how many there were. */
export const priceHistoryDaySchema = z.object({
  /** The day, `YYYY-MM-DD` (UTC). */
  day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A day')),
  median: gemAmountSchema,
  sales: z.number().check(z.int(), z.positive()),
});
export type PriceHistoryDay = z.infer<typeof priceHistoryDaySchema>;

/** One completed sale of the item type: its price and when it completed. */
export const priceHistorySaleSchema = z.object({ price: gemAmountSchema, time: isoTimeSchema });
export type PriceHistorySale = z.infer<typeof priceHistorySaleSchema>;

/**
 * Extension: the sales of one item type (a merchant's set) over a range, from the completed sales
 * (store and market purchases, accepted offers): a median per day and the individual sales, newest first
 * (at most `PRICE_HISTORY_SALES_SHOWN`; `total` says how many there were).
 */
export const priceHistorySchema = z.object({
  merchantId: z.string(),
  setId: z.string(),
  range: z.enum(PRICE_HISTORY_RANGES),
  days: z.array(priceHistoryDaySchema),
  sales: z.array(priceHistorySaleSchema),
  total: z.number().check(z.int(), z.nonnegative()),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

/** The individual sales one price history carries at most (its days count them all). */
export const PRICE_HISTORY_SALES_SHOWN = 500;

// ---- Market figures -----------------------------------------------------------------------------------

/** The GEM that changed hands over a period, and over the period just before it, to compare. */
export const marketVolumeSchema = z.object({
  volume: gemAmountSchema,
  sales: z.number().check(z.int(), z.nonnegative()),
  previousVolume: gemAmountSchema,
  /** Percent change against the previous period, one decimal; null when the previous period sold nothing. */
  changePercent: z.nullable(z.number()),
});
export type MarketVolume = z.infer<typeof marketVolumeSchema>;

/** The figures a market (or one stack of it) opens with. */
export const marketFiguresSchema = z.object({
  /** The cheapest ACTIVE listing; null when nothing is listed. */
  floorPrice: z.nullable(gemAmountSchema),
  listed: z.number().check(z.int(), z.nonnegative()),
  /** People holding at least one copy. */
  owners: z.number().check(z.int(), z.nonnegative()),
  day: marketVolumeSchema,
  week: marketVolumeSchema,
});
export type MarketFigures = z.infer<typeof marketFiguresSchema>;

/** One set of a market front's table: what it is and its figures. */
export const marketSetFiguresSchema = z.extend(marketFiguresSchema, {
  setId: z.string(),
  name: z.string(),
  rarity: raritySchema,
  imageUrl: z.string(),
});
export type MarketSetFigures = z.infer<typeof marketSetFiguresSchema>;

/**
 * Extension: `GET /api/merchants/{merchantId}/market/stats`, the market front's one read: the market's
 * figures and one row per set that is listed or has sold, by name.
 */
export const marketStatsSchema = z.object({ merchantId: z.string(), asOf: isoTimeSchema, figures: marketFiguresSchema, sets: z.array(marketSetFiguresSchema) });
export type MarketStats = z.infer<typeof marketStatsSchema>;

/** Extension: `GET /api/merchants/{merchantId}/market/stacks/{setId}/stats`, a stack page's figures. */
export const stackStatsSchema = z.object({ merchantId: z.string(), setId: z.string(), asOf: isoTimeSchema, figures: marketFiguresSchema });
export type StackStats = z.infer<typeof stackStatsSchema>;

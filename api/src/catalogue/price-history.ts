import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { PRICE_HISTORY_SALES_SHOWN, type PriceHistory, type PriceHistoryRange } from '@marketplace/contracts/wire';
import { weiToGem } from '../ledger/gem-amounts.js';
import type { Database } from '../db/database.js';
import { collectibles, transactions } from '../db/schema.js';
import { completedBetween, completedSalesOf, type ItemType, medianSoldWei } from './completed-sales.js';

const DAY_MS = 86_400_000;

/** The days each range reaches back; `all` has no start. */
const RANGE_DAYS: Record<PriceHistoryRange, number | null> = { '30d': 30, '90d': 90, all: null };

/** The start of a range: `days` whole UTC days back including today, so a 30-day chart has 30 day buckets. */
export function rangeStart(range: PriceHistoryRange, now: Date): Date | null {
  const days = RANGE_DAYS[range];
  if (days === null) return null;
  const startOfToday = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return new Date(startOfToday - (days - 1) * DAY_MS);
}

/** The UTC day of a completion, as the chart's buckets name it. */
const saleDay = sql<string>`to_char(${transactions.completedAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * The price history of an item type (issue 23): the median and count of its completed sales per UTC day,
 * aggregated by the database, and its newest individual sales, over the range ending `now`. An item
 * type that never sold answers no days and no sales (the page shows its empty state).
 */
export async function priceHistory(db: Database, itemType: ItemType, range: PriceHistoryRange, now: Date): Promise<PriceHistory> {
  const where = and(completedSalesOf(itemType), completedBetween(rangeStart(range, now), now));
  const [days, sales] = await Promise.all([
    db
      .select({ day: saleDay, medianWei: medianSoldWei, sales: sql<number>`count(*)::int` })
      .from(transactions)
      .innerJoin(collectibles, eq(collectibles.id, transactions.collectibleId))
      .where(where)
      .groupBy(saleDay)
      .orderBy(asc(saleDay)),
    db
      .select({ amountWei: transactions.amountWei, completedAt: transactions.completedAt })
      .from(transactions)
      .innerJoin(collectibles, eq(collectibles.id, transactions.collectibleId))
      .where(where)
      .orderBy(desc(transactions.completedAt), asc(transactions.id))
      .limit(PRICE_HISTORY_SALES_SHOWN),
  ]);
  return {
    ...itemType,
    range,
    days: days.map((row) => ({ day: row.day, median: weiToGem(BigInt(row.medianWei)), sales: row.sales })),
    // A completed sale always has its completion time; the where clause compares it.
    sales: sales.flatMap((sale) => (sale.completedAt ? [{ price: weiToGem(BigInt(sale.amountWei)), time: sale.completedAt.toISOString() }] : [])),
    total: days.reduce((sum, day) => sum + day.sales, 0),
  };
}

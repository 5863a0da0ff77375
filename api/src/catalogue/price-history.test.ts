import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { weiToGem } from '../ledger/gem-amounts.js';
import type { OpenDatabase } from '../db/open-database.js';
import { collectibles, transactions } from '../db/schema.js';
import { justAfterNewestSale } from '../testing/newest-sale-clock.js';
import { openTestDatabase } from '../testing/test-database.js';
import { SALE_KINDS } from './completed-sales.js';
import { priceHistory, rangeStart } from './price-history.js';

const DAY = 86_400_000;
/** A set the market seed sells, with its seeded history. */
const ITEM = { merchantId: 'diamond-dreams', setId: 'dd-citrine-chip' };

let database: OpenDatabase;
/** Just after the newest seeded sale: every window counts the same whenever the test runs. */
let now: Date;

beforeAll(async () => {
  database = await openTestDatabase();
  now = await justAfterNewestSale(database.db);
});

afterAll(() => database.close());

/** The item's completed sales since `from`, read plainly, to check the SQL aggregation against. */
async function salesSince(from: Date | null) {
  return database.db
    .select({ amountWei: transactions.amountWei, completedAt: transactions.completedAt })
    .from(transactions)
    .innerJoin(collectibles, eq(collectibles.id, transactions.collectibleId))
    .where(
      and(
        eq(collectibles.merchantId, ITEM.merchantId),
        eq(collectibles.setId, ITEM.setId),
        eq(transactions.status, 'COMPLETE'),
        inArray(transactions.kind, SALE_KINDS),
        ...(from ? [gte(transactions.completedAt, from)] : []),
        lt(transactions.completedAt, now),
      ),
    );
}

/** The exact median of wei amounts, the mean of the two middle ones rounded down. */
function medianOf(amounts: bigint[]): bigint {
  const sorted = [...amounts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0n;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0n) + upper) / 2n;
}

describe('priceHistory (issue 23)', () => {
  it.each(['30d', '90d', 'all'] as const)('answers the median and count of each UTC day over %s, as the sales say', async (range) => {
    const history = await priceHistory(database.db, ITEM, range, now);
    const sales = await salesSince(rangeStart(range, now));
    const byDay = new Map<string, bigint[]>();
    for (const sale of sales) {
      const day = sale.completedAt?.toISOString().slice(0, 10) ?? '';
      byDay.set(day, [...(byDay.get(day) ?? []), BigInt(sale.amountWei)]);
    }
    const expected = [...byDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, amounts]) => ({ day, median: weiToGem(medianOf(amounts)), sales: amounts.length }));

    expect(sales.length).toBeGreaterThan(0);
    expect(history.days).toEqual(expected);
    expect(history.total).toBe(sales.length);
    expect(history.sales).toHaveLength(sales.length);
  });

  it('lists the sales newest first, at their price', async () => {
    const history = await priceHistory(database.db, ITEM, '30d', now);
    const times = history.sales.map((sale) => sale.time);

    expect(times).toEqual([...times].sort().reverse());
    expect(history.sales[0]?.price).toMatch(/^\d+(\.\d+)?$/);
  });

  it('reaches back 30 and 90 whole days, and all of it', async () => {
    const [month, quarter, all] = await Promise.all([
      priceHistory(database.db, ITEM, '30d', now),
      priceHistory(database.db, ITEM, '90d', now),
      priceHistory(database.db, ITEM, 'all', now),
    ]);
    const oldest = (history: typeof month) => history.days[0]?.day ?? '';

    expect(rangeStart('30d', now)?.getTime()).toBe(Math.floor(now.getTime() / DAY) * DAY - 29 * DAY);
    expect(oldest(month) >= (rangeStart('30d', now)?.toISOString().slice(0, 10) ?? '')).toBe(true);
    expect(month.total).toBeLessThan(quarter.total);
    expect(quarter.total).toBeLessThanOrEqual(all.total);
  });

  it('answers no days and no sales for an item type that never sold', async () => {
    const history = await priceHistory(database.db, { merchantId: 'diamond-dreams', setId: 'no-such-set' }, 'all', now);

    expect(history).toEqual({ merchantId: 'diamond-dreams', setId: 'no-such-set', range: 'all', days: [], sales: [], total: 0 });
  });
});

import { eq, inArray, max, min } from 'drizzle-orm';
import { openTestDatabase } from '../testing/test-database.js';
import type { OpenDatabase } from '../db/open-database.js';
import { collectibles, settings, transactions, users } from '../db/schema.js';
import { marketRuns } from './seed-market.js';
import { SEED_SELLERS, sellerEmail } from './seed-market-stock.js';
import { SEED_SALES_PER_COPY, SEED_SALES_SPAN_DAYS, seededSaleId, seededSaleRows } from './seed-sales-history.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let database: OpenDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(() => database.close());

/** Every seeded sale's id, from the runs the seed sells: `SEED_SALES_PER_COPY` per listed copy. */
function seededIds(): string[] {
  return marketRuns().flatMap((run) => Array.from({ length: run.copies * SEED_SALES_PER_COPY }, (_, index) => seededSaleId(run.setId, index)));
}

async function seededSales() {
  return database.db
    .select({ transaction: transactions, setId: collectibles.setId, merchantId: collectibles.merchantId })
    .from(transactions)
    .innerJoin(collectibles, eq(collectibles.id, transactions.collectibleId))
    .where(inArray(transactions.id, seededIds()));
}

describe('seeded sales history (issue 23: a seed that looks alive)', () => {
  it('holds some 1,300 completed purchases of every listed set, between the market sellers', async () => {
    const sales = await seededSales();
    const sellerRows = await database.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, SEED_SELLERS.map(sellerEmail)));
    const sellers = new Set(sellerRows.map((row) => row.id));

    expect(sales).toHaveLength(seededIds().length);
    expect(sales.length).toBeGreaterThanOrEqual(1300);
    expect(new Set(sales.map((sale) => `${sale.merchantId}/${sale.setId}`)).size).toBe(marketRuns().length);
    for (const { transaction } of sales) {
      expect(transaction).toMatchObject({ kind: 'PURCHASE', status: 'COMPLETE' });
      expect(sellers.has(transaction.fromUserId ?? '')).toBe(true);
      expect(sellers.has(transaction.toUserId ?? '')).toBe(true);
      expect(transaction.fromUserId).not.toBe(transaction.toUserId);
      expect(BigInt(transaction.amountWei)).toBeGreaterThan(0n);
      expect(BigInt(transaction.feeWei)).toBeGreaterThan(0n);
    }
  });

  it('dates them relative to the day the data was created: the last 90 days up to the seed, some in its last 24 hours', async () => {
    const [seeded] = await database.db.select({ at: settings.updatedAt }).from(settings).where(eq(settings.key, 'seeded-sales-history'));
    const [span] = await database.db
      .select({ first: min(transactions.completedAt), last: max(transactions.completedAt) })
      .from(transactions)
      .where(inArray(transactions.id, seededIds()));
    const seededAt = seeded?.at.getTime() ?? Number.NaN;
    const last = span?.last?.getTime() ?? Number.NaN;
    const first = span?.first?.getTime() ?? Number.NaN;

    // The newest sale is at the seed's minute; the oldest within the span before it, not in 2025.
    expect(Math.abs(seededAt - last)).toBeLessThan(5 * 60_000);
    expect(last - first).toBeLessThanOrEqual(SEED_SALES_SPAN_DAYS * DAY);
    expect(last - first).toBeGreaterThan((SEED_SALES_SPAN_DAYS - 10) * DAY);
    const sales = await seededSales();
    const within = (ms: number) => sales.filter(({ transaction }) => last - (transaction.completedAt?.getTime() ?? 0) < ms).length;
    expect(within(DAY)).toBeGreaterThanOrEqual(10);
    expect(within(7 * DAY)).toBeGreaterThan(within(DAY));
    expect(within(30 * DAY)).toBeGreaterThan(within(7 * DAY));
  });

  it('settles each sale the default delay after it was made', async () => {
    const sales = await seededSales();

    for (const { transaction } of sales) {
      expect(transaction.createdAt.getTime()).toBeLessThan(transaction.completedAt?.getTime() ?? 0);
    }
  });

  it('is the same history for the same seed moment, and moves whole with the moment', () => {
    const sellers = ['a', 'b', 'c'];
    const at = new Date(Date.UTC(2026, 0, 10, 8, 30, 15));
    const later = new Date(at.getTime() + 3 * DAY);
    const shifted = (rows: ReturnType<typeof seededSaleRows>, by: number) =>
      rows.map((row) => ({ ...row, createdAt: new Date((row.createdAt?.getTime() ?? 0) + by), completedAt: new Date((row.completedAt?.getTime() ?? 0) + by) }));

    expect(seededSaleRows(sellers, at)).toEqual(seededSaleRows(sellers, new Date(at)));
    // The clock stops at the seed's whole minute: 15 s past it changes nothing.
    expect(seededSaleRows(sellers, later)).toEqual(shifted(seededSaleRows(sellers, at), 3 * DAY));
    expect(seededSaleRows(sellers, at).every((row) => (row.completedAt?.getTime() ?? Infinity) <= at.getTime())).toBe(true);
  });
});

import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { gemToWei, weiToGem } from '../ledger/gem-amounts.js';
import type { OpenDatabase } from '../db/open-database.js';
import { collectibles, listings, transactions } from '../db/schema.js';
import { justAfterNewestSale } from '../testing/newest-sale-clock.js';
import { openTestDatabase } from '../testing/test-database.js';
import { SALE_KINDS } from './completed-sales.js';
import { changePercent, marketStats, stackStats } from './market-figures.js';

const DAY = 86_400_000;
const MERCHANT = 'elemental-raiders';

let database: OpenDatabase;
let now: Date;

beforeAll(async () => {
  database = await openTestDatabase();
  now = await justAfterNewestSale(database.db);
});

afterAll(() => database.close());

/** The GEM a merchant's set (or all its sets) sold for in `[from, to)`, summed plainly. */
async function soldBetween(from: Date, to: Date, setId?: string) {
  const rows = await database.db
    .select({ amountWei: transactions.amountWei })
    .from(transactions)
    .innerJoin(collectibles, eq(collectibles.id, transactions.collectibleId))
    .where(
      and(
        eq(collectibles.merchantId, MERCHANT),
        ...(setId ? [eq(collectibles.setId, setId)] : []),
        eq(transactions.status, 'COMPLETE'),
        inArray(transactions.kind, SALE_KINDS),
        gte(transactions.completedAt, from),
        lt(transactions.completedAt, to),
      ),
    );
  return { wei: rows.reduce((sum, row) => sum + BigInt(row.amountWei), 0n), sales: rows.length };
}

async function activeListings(setId?: string) {
  return database.db
    .select({ price: listings.price, setId: collectibles.setId })
    .from(listings)
    .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
    .where(
      and(eq(listings.kind, 'MARKET'), eq(listings.status, 'ACTIVE'), eq(listings.merchantId, MERCHANT), ...(setId ? [eq(collectibles.setId, setId)] : [])),
    );
}

const ago = (days: number) => new Date(now.getTime() - days * DAY);

describe('marketStats (issue 23)', () => {
  it("answers the market's floor, listed count, owners and 24 h / 7 d volumes with their change, as the rows say", async () => {
    const stats = await marketStats(database.db, MERCHANT, now);
    const listed = await activeListings();
    const owners = await database.db.selectDistinct({ ownerId: collectibles.ownerId }).from(collectibles).where(eq(collectibles.merchantId, MERCHANT));
    const [day, previousDay, week, previousWeek] = await Promise.all([
      soldBetween(ago(1), now),
      soldBetween(ago(2), ago(1)),
      soldBetween(ago(7), now),
      soldBetween(ago(14), ago(7)),
    ]);
    const floor = listed.map((row) => gemToWei(row.price)).reduce((low, price) => (price < low ? price : low));

    expect(stats.figures).toEqual({
      floorPrice: weiToGem(floor),
      listed: listed.length,
      owners: owners.filter((row) => row.ownerId !== null).length,
      day: { volume: weiToGem(day.wei), sales: day.sales, previousVolume: weiToGem(previousDay.wei), changePercent: changePercent(day.wei, previousDay.wei) },
      week: {
        volume: weiToGem(week.wei),
        sales: week.sales,
        previousVolume: weiToGem(previousWeek.wei),
        changePercent: changePercent(week.wei, previousWeek.wei),
      },
    });
    // The seed's market trades: a week's volume is there to compare.
    expect(week.sales).toBeGreaterThan(0);
    expect(stats.asOf).toBe(now.toISOString());
  });

  it('has a row per set listed or sold, by name, whose figures add up to the market (owners counted once per person)', async () => {
    const stats = await marketStats(database.db, MERCHANT, now);
    const names = stats.sets.map((set) => set.name);
    const sum = (pick: (set: (typeof stats.sets)[number]) => bigint | number) => stats.sets.reduce<bigint>((total, set) => total + BigInt(pick(set)), 0n);

    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set((await activeListings()).map((row) => row.setId)).size).toBeLessThanOrEqual(stats.sets.length);
    expect(Number(sum((set) => set.listed))).toBe(stats.figures.listed);
    expect(sum((set) => gemToWei(set.week.volume))).toBe(gemToWei(stats.figures.week.volume));
    expect(Number(sum((set) => set.owners))).toBeGreaterThanOrEqual(stats.figures.owners);
    for (const set of stats.sets) expect(set).toMatchObject({ name: expect.any(String), imageUrl: expect.any(String), rarity: expect.any(String) });
  });

  it("answers a stack's figures over its set alone", async () => {
    const { sets } = await marketStats(database.db, MERCHANT, now);
    const set = sets.find((candidate) => candidate.listed > 0);
    if (!set) throw new Error('the seed lists nothing on the market');
    const stack = await stackStats(database.db, MERCHANT, set.setId, now);
    const week = await soldBetween(ago(7), now, set.setId);

    expect(stack.figures).toEqual({ floorPrice: set.floorPrice, listed: set.listed, owners: set.owners, day: set.day, week: set.week });
    expect(stack.figures.week.volume).toBe(weiToGem(week.wei));
  });

  it('answers zeros and no floor for a set with no copies', async () => {
    const stack = await stackStats(database.db, MERCHANT, 'no-such-set', now);

    expect(stack.figures).toEqual({
      floorPrice: null,
      listed: 0,
      owners: 0,
      day: { volume: weiToGem(0n), sales: 0, previousVolume: weiToGem(0n), changePercent: null },
      week: { volume: weiToGem(0n), sales: 0, previousVolume: weiToGem(0n), changePercent: null },
    });
  });
});

describe('changePercent', () => {
  it('is the change against the previous period in percent, one decimal, and null when there is nothing to compare with', () => {
    expect(changePercent(150n, 100n)).toBe(50);
    expect(changePercent(50n, 200n)).toBe(-75);
    expect(changePercent(1001n, 1000n)).toBe(0.1);
    expect(changePercent(5n, 0n)).toBeNull();
  });
});

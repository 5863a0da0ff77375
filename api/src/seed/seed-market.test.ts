import { and, asc, count, countDistinct, eq, inArray, max, min, sql } from 'drizzle-orm';
import { RARITY_TIERS } from '@marketplace/contracts/wire';
import { openTestDatabase } from '../testing/test-database.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { collectibles, listings, users } from '../db/schema.js';
import { SEED_SETS } from './seed-catalogue-stock.js';
import { seedUuid } from './seed-uuid.js';
import { marketRuns } from './seed-market.js';
import { SEED_MARKET_SETS, SEED_SELLERS, sellerEmail } from './seed-market-stock.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

const activeMarket = and(eq(listings.kind, 'MARKET'), eq(listings.status, 'ACTIVE'));
const ACTIVE_MERCHANTS = ['diamond-dreams', 'elemental-raiders', 'aurum-atelier'];

describe('seeded market', () => {
  it('lists a few hundred collectibles on the market of every active merchant, by several sellers', async () => {
    const perMerchant = await t.db
      .select({ merchantId: listings.merchantId, listed: count(), sellers: countDistinct(listings.sellerId) })
      .from(listings)
      .where(activeMarket)
      .groupBy(listings.merchantId)
      .orderBy(asc(listings.merchantId));

    expect(perMerchant.map((row) => row.merchantId)).toEqual([...ACTIVE_MERCHANTS].sort());
    expect(perMerchant.reduce((sum, row) => sum + row.listed, 0)).toBeGreaterThanOrEqual(400);
    for (const row of perMerchant) {
      expect(row.listed).toBeGreaterThanOrEqual(60);
      expect(row.sellers).toBeGreaterThanOrEqual(SEED_SELLERS.length);
    }
  });

  it.each(ACTIVE_MERCHANTS)('offers every rarity tier on the market of %s, over many sets', async (merchantId) => {
    const rarities = await t.db
      .selectDistinct({ rarity: collectibles.rarity })
      .from(listings)
      .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
      .where(and(activeMarket, eq(listings.merchantId, merchantId)));
    const [sets] = await t.db
      .select({ sets: countDistinct(collectibles.setId) })
      .from(listings)
      .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
      .where(and(activeMarket, eq(listings.merchantId, merchantId)));

    expect(rarities.map((row) => row.rarity).sort()).toEqual([...RARITY_TIERS].sort());
    expect(sets!.sets).toBeGreaterThanOrEqual(12);
  });

  it('spreads the listing times over months and the prices over a wide range, all valid (spec §5)', async () => {
    const [spread] = await t.db
      .select({
        first: min(listings.createdAt),
        last: max(listings.createdAt),
        cheapest: min(listings.price),
        dearest: max(listings.price),
        times: countDistinct(listings.createdAt),
      })
      .from(listings)
      .where(activeMarket);

    expect(spread!.last!.getTime() - spread!.first!.getTime()).toBeGreaterThan(60 * 86_400_000);
    expect(Number(spread!.cheapest)).toBeGreaterThan(0);
    expect(Number(spread!.dearest)).toBeGreaterThanOrEqual(10_000);
    expect(Number(spread!.dearest)).toBeLessThanOrEqual(99_999_999_999.99);
    expect(spread!.times).toBeGreaterThan(300);
  });

  it("files every market listing of a set the store sells under that set's store category, so the category filter finds it", async () => {
    const filing = await t.db
      .selectDistinct({ merchantId: listings.merchantId, setId: collectibles.setId, categoryId: listings.categoryId })
      .from(listings)
      .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
      .where(eq(listings.kind, 'MARKET'));

    const storeCategoryOf = new Map(SEED_SETS.filter((set) => set.store).map((set) => [set.setId, set.store!.categoryId]));
    const marketCategoryOf = new Map(SEED_MARKET_SETS.map((set) => [set.setId, set.categoryId]));
    for (const { setId, categoryId } of filing) {
      const expected = storeCategoryOf.get(setId) ?? marketCategoryOf.get(setId);
      if (expected) expect({ setId, categoryId }).toEqual({ setId, categoryId: expected });
    }
    expect(filing.filter((row) => row.categoryId !== null).length).toBeGreaterThanOrEqual(storeCategoryOf.size);
  });

  it('gives the sellers no way to sign in, and the demo user and the collector none of their copies', async () => {
    const sellers = await t.db
      .select({ passwordHash: users.passwordHash, identityProviders: users.identityProviders })
      .from(users)
      .where(inArray(users.email, SEED_SELLERS.map(sellerEmail)));
    const marketCopies = marketRuns().flatMap((run) => Array.from({ length: run.copies }, (_, copy) => seedUuid(`market-collectible:${run.setId}:${copy}`)));
    const owners = await t.db.selectDistinct({ ownerId: collectibles.ownerId }).from(collectibles).where(inArray(collectibles.id, marketCopies));
    const sellerIds = await t.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, SEED_SELLERS.map(sellerEmail)));

    expect(sellers).toHaveLength(SEED_SELLERS.length);
    for (const seller of sellers) expect(seller).toEqual({ passwordHash: null, identityProviders: { password: false, google: false, apple: false } });
    expect(owners.map((row) => row.ownerId).sort()).toEqual(sellerIds.map((row) => row.id).sort());
  });

  it("numbers the sellers' copies on from the catalogue's, one edition per set", async () => {
    const copies = await t.db
      .select({ serial: sql<string>`${collectibles.properties} ->> 'serial'` })
      .from(collectibles)
      .where(eq(collectibles.setId, 'dd-rough-quartz'));

    const total = copies.length;
    expect(copies.map((copy) => copy.serial).sort((a, b) => parseInt(a, 10) - parseInt(b, 10))).toEqual(
      Array.from({ length: total }, (_, index) => `${index + 1}/${total}`),
    );
  });

  it('seeds the same market in every database', async () => {
    const other = await openTestDatabase();
    try {
      const market = (db: typeof t.db) =>
        db
          .select({ id: listings.id, price: listings.price, createdAt: listings.createdAt, sellerId: listings.sellerId, categoryId: listings.categoryId })
          .from(listings)
          .where(eq(listings.kind, 'MARKET'))
          .orderBy(asc(listings.id));

      expect(await market(other.db)).toEqual(await market(t.db));
    } finally {
      await other.close();
    }
  });
});

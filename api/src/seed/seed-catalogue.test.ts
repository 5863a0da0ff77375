import { and, count, eq, isNull } from 'drizzle-orm';
import { RARITY_TIERS } from '@marketplace/contracts/wire';
import { createTestDatabaseLocation } from '../testing/test-database.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { openSeededDatabase } from './open-seeded-database.js';
import { collectibles, listings, merchantPlayers } from '../db/schema.js';
import { SEED_DEMO_PLAYER, SEED_RECIPES, SEED_SETS, SEED_STORE_CATEGORIES } from './seed-catalogue-stock.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

describe('seeded catalogue', () => {
  it('holds collectibles of every rarity tier', async () => {
    const rows = await t.db.selectDistinct({ rarity: collectibles.rarity }).from(collectibles);

    expect(rows.map((row) => row.rarity).sort()).toEqual([...RARITY_TIERS].sort());
  });

  it.each(['diamond-dreams', 'elemental-raiders', 'aurum-atelier'])('holds every rarity tier of %s', async (merchantId) => {
    const rows = await t.db.selectDistinct({ rarity: collectibles.rarity }).from(collectibles).where(eq(collectibles.merchantId, merchantId));

    expect(rows.map((row) => row.rarity).sort()).toEqual([...RARITY_TIERS].sort());
  });

  it('puts merchant-held stock on sale in every store category', async () => {
    for (const category of SEED_STORE_CATEGORIES) {
      const [row] = await t.db
        .select({ items: count() })
        .from(listings)
        .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
        .where(and(eq(listings.merchantId, category.merchantId), eq(listings.categoryId, category.id), isNull(collectibles.ownerId)));

      expect(row?.items).toBeGreaterThan(0);
    }
  });

  it('makes every recipe of sets that exist', () => {
    const setIds = new Set(SEED_SETS.map((set) => `${set.merchantId}/${set.setId}`));

    for (const recipe of SEED_RECIPES) {
      for (const ingredient of recipe.ingredients) expect(setIds).toContain(`${recipe.merchantId}/${ingredient.setId}`);
    }
  });

  it('names each ingredient set once in a recipe, so what it needs of a set is one quantity', () => {
    for (const recipe of SEED_RECIPES) {
      const setIds = recipe.ingredients.map((ingredient) => ingredient.setId);
      expect(new Set(setIds).size).toBe(setIds.length);
    }
  });

  it('gives every recipe a result set of its own, no collectible of the catalogue already in it', () => {
    const resultSetIds = SEED_RECIPES.map((recipe) => recipe.result.setId);

    expect(new Set(resultSetIds).size).toBe(resultSetIds.length);
    for (const setId of resultSetIds) expect(SEED_SETS.map((set) => set.setId)).not.toContain(setId);
  });

  it('links the demo user as an Elemental Raiders player', async () => {
    const [player] = await t.db.select().from(merchantPlayers).where(eq(merchantPlayers.userId, t.demo.id));

    expect(player).toMatchObject({ merchantId: SEED_DEMO_PLAYER.merchantId, playerId: SEED_DEMO_PLAYER.playerId });
  });

  it('gives the demo user collectibles of both games it can play', async () => {
    const rows = await t.db.selectDistinct({ merchantId: collectibles.merchantId }).from(collectibles).where(eq(collectibles.ownerId, t.demo.id));

    expect(rows.map((row) => row.merchantId).sort()).toEqual(['diamond-dreams', 'elemental-raiders']);
  });
});

describe('seeded catalogue across a restart', () => {
  it('is seeded once: a listing withdrawn before the restart stays withdrawn and nothing is duplicated', async () => {
    const place = await createTestDatabaseLocation({ onDisk: true });
    try {
      const first = await openSeededDatabase(place.location);
      const [before] = await first.db.select({ collectibles: count() }).from(collectibles);
      const [listing] = await first.db.select({ id: listings.id }).from(listings).where(eq(listings.kind, 'MARKET')).limit(1);
      await first.db.update(listings).set({ status: 'CANCELLED' }).where(eq(listings.id, listing!.id));
      await first.close();

      const second = await openSeededDatabase(place.location);
      const [after] = await second.db.select({ collectibles: count() }).from(collectibles);
      const [reread] = await second.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listing!.id));
      await second.close();

      expect(after).toEqual(before);
      expect(reread).toEqual({ status: 'CANCELLED' });
    } finally {
      await place.remove();
    }
  });
});

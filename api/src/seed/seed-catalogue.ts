import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password-hash.js';
import { collectibleImagePath } from '../catalogue/collectible-images.js';
import { collectibles, craftRecipes, listings, merchantCategories, merchantPlayers, users } from '../db/schema.js';
import { SEED_CRAFTER_USER, SEED_DEMO_USER } from './seed-accounts.js';
import {
  SEED_COLLECTOR_USER,
  SEED_CRAFT_CATEGORIES,
  SEED_DEMO_PLAYER,
  SEED_RECIPES,
  SEED_SETS,
  SEED_STORE_CATEGORIES,
  type SeedCategory,
  type SeedSet,
} from './seed-catalogue-stock.js';
import type { SeedTransaction } from './seed-transaction.js';
import { seedBalance, seedUserRow } from './seed-user-rows.js';
import { seedUuid } from './seed-uuid.js';

/** Fixed, so two seeded databases hold the same times; each collectible is an hour older than the one before. */
const SEED_EPOCH = Date.UTC(2025, 4, 1, 12);
const HOUR = 3_600_000;
const MINUTE = 60_000;

type Holder = { kind: 'store' } | { kind: 'collector'; marketPrice?: string } | { kind: 'demo' } | { kind: 'crafter' };

/** The copies of a set in a fixed order: store stock, then the collector's (listed first), the demo user's, the crafter's. */
function holdersOf(set: SeedSet): Holder[] {
  const collectorCopies = set.collector?.copies ?? 0;
  const marketPrices = set.collector?.marketPrices ?? [];
  return [
    ...Array.from({ length: set.store?.copies ?? 0 }, (): Holder => ({ kind: 'store' })),
    ...Array.from({ length: collectorCopies }, (_, copy): Holder => {
      const marketPrice = marketPrices[copy];
      return marketPrice ? { kind: 'collector', marketPrice } : { kind: 'collector' };
    }),
    ...Array.from({ length: set.demoCopies ?? 0 }, (): Holder => ({ kind: 'demo' })),
    ...Array.from({ length: set.crafterCopies ?? 0 }, (): Holder => ({ kind: 'crafter' })),
  ];
}

async function seedCollector(tx: SeedTransaction): Promise<string> {
  // Hashing is slow, but this runs once per database and the transaction holds nothing contended yet.
  const hash = await hashPassword(SEED_COLLECTOR_USER.password);
  const values = { ...seedUserRow(SEED_COLLECTOR_USER, hash), id: seedUuid('user:collector'), tagline: 'Always one more for the shelf' };
  await tx.insert(users).values(values).onConflictDoNothing();
  // On an older database someone may hold the address (they are the collector from now on) or the
  // name (the collector goes without one): the seed must never stop the server from starting.
  let [collector] = await tx.select({ id: users.id }).from(users).where(eq(users.email, SEED_COLLECTOR_USER.email));
  collector ??= (
    await tx
      .insert(users)
      .values({ ...values, username: null })
      .returning({ id: users.id })
  )[0];
  if (!collector) throw new Error('The seed collector could not be created');
  await seedBalance(tx, collector.id, SEED_COLLECTOR_USER);
  return collector.id;
}

/**
 * Seeds the merchants' store and craft categories, collectibles of every rarity (store stock, the
 * collector's with market stacks, a few of the demo user's, the crafter's materials), craft recipes
 * and the demo user's Elemental Raiders player link.
 */
export async function seedCatalogue(tx: SeedTransaction): Promise<void> {
  const collectorId = await seedCollector(tx);
  const [demo] = await tx.select({ id: users.id }).from(users).where(eq(users.email, SEED_DEMO_USER.email));
  const [crafter] = await tx.select({ id: users.id }).from(users).where(eq(users.email, SEED_CRAFTER_USER.email));
  // A seeded person missing from an older database simply holds nothing.
  const holderIds: Record<Holder['kind'], string | null | undefined> = { store: null, collector: collectorId, demo: demo?.id, crafter: crafter?.id };

  const categoryRows = (section: 'STORE' | 'CRAFT', categories: SeedCategory[]) =>
    categories.map((category) => ({
      ...category,
      section,
      position: categories.filter((other) => other.merchantId === category.merchantId).indexOf(category),
    }));
  await tx.insert(merchantCategories).values([...categoryRows('STORE', SEED_STORE_CATEGORIES), ...categoryRows('CRAFT', SEED_CRAFT_CATEGORIES)]);

  const collectibleRows: Array<typeof collectibles.$inferInsert> = [];
  const listingRows: Array<typeof listings.$inferInsert> = [];
  for (const set of SEED_SETS) {
    const holders = holdersOf(set).filter((holder) => holderIds[holder.kind] !== undefined);
    holders.forEach((holder, copy) => {
      const index = collectibleRows.length;
      const id = seedUuid(`collectible:${set.setId}:${copy}`);
      const ownerId = holderIds[holder.kind] ?? null;
      collectibleRows.push({
        id,
        merchantId: set.merchantId,
        setId: set.setId,
        name: set.name,
        rarity: set.rarity,
        imageUrl: collectibleImagePath(set.setId),
        properties: { ...set.properties, edition: copy === 0 ? 'genesis' : 'standard', serial: `${copy + 1}/${holders.length}` },
        ownerId,
        receivedTime: new Date(SEED_EPOCH - index * HOUR),
      });
      const sale =
        holder.kind === 'store' && set.store
          ? { kind: 'STORE' as const, categoryId: set.store.categoryId, sellerId: null, price: set.store.price }
          : holder.kind === 'collector' && holder.marketPrice
            ? { kind: 'MARKET' as const, categoryId: null, sellerId: collectorId, price: holder.marketPrice }
            : null;
      if (sale) {
        listingRows.push({
          id: seedUuid(`listing:${set.setId}:${copy}`),
          merchantId: set.merchantId,
          collectibleId: id,
          createdAt: new Date(SEED_EPOCH + listingRows.length * MINUTE),
          ...sale,
        });
      }
    });
  }
  await tx.insert(collectibles).values(collectibleRows);
  await tx.insert(listings).values(listingRows);

  await tx.insert(craftRecipes).values(
    SEED_RECIPES.map(({ merchantId, categoryId, name, ingredients, result }) => ({
      id: seedUuid(`recipe:${result.setId}`),
      merchantId,
      categoryId,
      name,
      ingredients,
      result: { setId: result.setId, name, rarity: result.rarity, imageUrl: collectibleImagePath(result.setId), properties: result.properties },
    })),
  );

  if (demo) {
    await tx.insert(merchantPlayers).values({
      merchantId: SEED_DEMO_PLAYER.merchantId,
      userId: demo.id,
      playerId: SEED_DEMO_PLAYER.playerId,
      linkedAt: new Date(SEED_DEMO_PLAYER.linkedAt),
    });
  }
}

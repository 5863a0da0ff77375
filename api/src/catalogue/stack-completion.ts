import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OwnedCopy, StackCompletion } from '@marketplace/contracts/wire';
import { gemToWei, weiToGem } from '../ledger/gem-amounts.js';
import type { Database } from '../db/database.js';
import { collectibles, craftRecipes, listings } from '../db/schema.js';
import { notFound } from '../validation/client-error.js';
import { STANDING_LISTING_STATUSES } from './collectible-detail.js';
import { collectibleView } from './collectible-views.js';
import { answeredGemAmount } from './gem-amount.js';
import { marketListings } from './market-queries.js';

/**
 * What completing a set means here: a set's members are its identical copies, and the only thing the
 * catalogue says about how many of them a person needs is what its recipes consume. So the set is
 * complete for whoever holds as many copies as the largest recipe that uses it takes at once (one, for
 * a set no recipe uses), and completing it costs the cheapest market listings of others that make up
 * the rest.
 */
export async function stackCompletion(db: Database, merchantId: string, setId: string, viewerId: string | null): Promise<StackCompletion> {
  const [[set], recipes, owned] = await Promise.all([
    db
      .select({ name: collectibles.name, rarity: collectibles.rarity, imageUrl: collectibles.imageUrl })
      .from(collectibles)
      .where(and(eq(collectibles.merchantId, merchantId), eq(collectibles.setId, setId)))
      .limit(1),
    db
      .select({ id: craftRecipes.id, name: craftRecipes.name, ingredients: craftRecipes.ingredients })
      .from(craftRecipes)
      .where(eq(craftRecipes.merchantId, merchantId))
      .orderBy(asc(craftRecipes.name), asc(craftRecipes.id)),
    viewerId ? ownedCopies(db, merchantId, setId, viewerId) : Promise.resolve([]),
  ]);
  if (!set) throw notFound('Set not found');

  const usedBy = recipes.flatMap((recipe) =>
    recipe.ingredients.filter((ingredient) => ingredient.setId === setId).map(({ quantity }) => ({ recipeId: recipe.id, name: recipe.name, quantity })),
  );
  const target = Math.max(1, ...usedBy.map((use) => use.quantity));
  const missing = Math.max(0, target - owned.length);
  const cheapest = missing === 0 ? [] : (await marketListings(db, merchantId, { setId, sort: 'PRICE_ASC', page: 1, pageSize: missing }, viewerId)).records;
  // Prices are summed as wei: adding their decimal strings as numbers would lose cents on large sums.
  const costWei = cheapest.reduce((sum, listing) => sum + gemToWei(listing.price), 0n);

  return {
    setId,
    ...set,
    target,
    usedBy,
    owned,
    missing,
    cheapest,
    cost: weiToGem(costWei),
    unavailable: missing - cheapest.length,
  };
}

/** The viewer's copies of the set, oldest first, each with its sale while it stands. */
async function ownedCopies(db: Database, merchantId: string, setId: string, ownerId: string): Promise<OwnedCopy[]> {
  const rows = await db
    .select()
    .from(collectibles)
    .where(and(eq(collectibles.merchantId, merchantId), eq(collectibles.setId, setId), eq(collectibles.ownerId, ownerId)))
    .orderBy(asc(collectibles.receivedTime), asc(collectibles.id));
  if (rows.length === 0) return [];
  const standing = await db
    .select({ collectibleId: listings.collectibleId, id: listings.id, kind: listings.kind, status: listings.status, price: listings.price })
    .from(listings)
    .where(
      and(
        inArray(
          listings.collectibleId,
          rows.map((row) => row.id),
        ),
        inArray(listings.status, STANDING_LISTING_STATUSES),
      ),
    );
  const saleOf = new Map(standing.map(({ collectibleId, price, ...sale }) => [collectibleId, { ...sale, price: answeredGemAmount(price) }]));
  return rows.map((row) => ({ collectible: collectibleView(row), listing: saleOf.get(row.id) ?? null }));
}

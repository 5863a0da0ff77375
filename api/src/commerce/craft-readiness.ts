import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CraftReadiness } from '@marketplace/contracts/wire';
import type { RecipeRow } from '../catalogue/craft-queries.js';
import type { Database } from '../db/database.js';
import { collectibles } from '../db/schema.js';
import { committedElsewhere, hasOpenOffers } from './collectible-commitments.js';

/** One collectible of an ingredient set the user holds, and whether it is free to consume. */
export interface IngredientCopy {
  id: string;
  setId: string;
  free: boolean;
}

/**
 * The user's collectibles of the merchant's sets, in the order a craft takes them: those nobody bids
 * on first (so a craft spoils no bid it can avoid), then the longest held, then by id, so the choice
 * is the same every time. `ids` keeps to those collectibles (a craft's named ones).
 */
export async function ingredientCopiesOf(
  db: Database,
  { userId, merchantId, setIds, ids }: { userId: string; merchantId: string; setIds: readonly string[]; ids?: readonly string[] },
): Promise<IngredientCopy[]> {
  if (setIds.length === 0 || ids?.length === 0) return [];
  const rows = await db
    .select({ id: collectibles.id, setId: collectibles.setId, committed: committedElsewhere(db) })
    .from(collectibles)
    .where(
      and(
        eq(collectibles.ownerId, userId),
        eq(collectibles.merchantId, merchantId),
        inArray(collectibles.setId, [...setIds]),
        ...(ids ? [inArray(collectibles.id, [...ids])] : []),
      ),
    )
    .orderBy(asc(hasOpenOffers(db)), asc(collectibles.receivedTime), asc(collectibles.id));
  return rows.map(({ id, setId, committed }) => ({ id, setId, free: !committed }));
}

/** Each ingredient as the user holds it (in the recipe's order), whether they hold enough, and what a craft would consume. */
export function readinessOf(recipe: RecipeRow, copies: readonly IngredientCopy[]): CraftReadiness {
  const ingredients = recipe.ingredients.map(({ setId, quantity }) => {
    const ofSet = copies.filter((copy) => copy.setId === setId);
    const owned = ofSet.filter((copy) => copy.free).length;
    return { setId, quantity, owned, locked: ofSet.length - owned, missing: Math.max(0, quantity - owned) };
  });
  const craftable = ingredients.every((ingredient) => ingredient.missing === 0);
  const consumes = craftable
    ? recipe.ingredients.flatMap(({ setId, quantity }) =>
        copies
          .filter((copy) => copy.free && copy.setId === setId)
          .slice(0, quantity)
          .map((copy) => copy.id),
      )
    : [];
  return { recipeId: recipe.id, craftable, ingredients, consumes };
}

/** What the user holds of the ingredients of each recipe (all of one merchant), in the order given: one query, however many recipes. */
export async function craftReadinessOf(db: Database, userId: string, merchantId: string, recipes: readonly RecipeRow[]): Promise<CraftReadiness[]> {
  const setIds = [...new Set(recipes.flatMap((recipe) => recipe.ingredients.map((ingredient) => ingredient.setId)))];
  const copies = await ingredientCopiesOf(db, { userId, merchantId, setIds });
  return recipes.map((recipe) => readinessOf(recipe, copies));
}

/** What the user holds of one recipe's ingredients. */
export async function recipeReadinessOf(db: Database, userId: string, recipe: RecipeRow): Promise<CraftReadiness> {
  const setIds = recipe.ingredients.map((ingredient) => ingredient.setId);
  return readinessOf(recipe, await ingredientCopiesOf(db, { userId, merchantId: recipe.merchantId, setIds }));
}

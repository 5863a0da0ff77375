import { and, asc, eq, inArray, min } from 'drizzle-orm';
import type { CraftRecipe } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { collectibles, craftRecipes } from '../db/schema.js';
import { notFound } from '../validation/client-error.js';
import { collectibleImagePath } from './collectible-images.js';
import { requireCategory } from './merchant-lookup.js';

type RecipeRow = typeof craftRecipes.$inferSelect;

/** Recipes store only set ids; the page shows what those sets are called and look like. */
async function withIngredientDetails(db: Database, merchantId: string, recipes: RecipeRow[]): Promise<CraftRecipe[]> {
  const setIds = [...new Set(recipes.flatMap((recipe) => recipe.ingredients.map((ingredient) => ingredient.setId)))];
  const sets =
    setIds.length === 0
      ? []
      : await db
          .select({ setId: collectibles.setId, name: min(collectibles.name), imageUrl: min(collectibles.imageUrl) })
          .from(collectibles)
          .where(and(eq(collectibles.merchantId, merchantId), inArray(collectibles.setId, setIds)))
          .groupBy(collectibles.setId);
  const setById = new Map(sets.map((set) => [set.setId, set]));
  return recipes.map((recipe) => ({
    id: recipe.id,
    merchantId: recipe.merchantId,
    categoryId: recipe.categoryId,
    name: recipe.name,
    // A set with no collectible yet still gets a readable line rather than breaking the recipe.
    ingredients: recipe.ingredients.map(({ setId, quantity }) => ({
      setId,
      quantity,
      name: setById.get(setId)?.name ?? setId,
      imageUrl: setById.get(setId)?.imageUrl ?? collectibleImagePath(setId),
    })),
    result: recipe.result,
  }));
}

/** The merchant's recipes, of one category or all, by name. */
export async function craftRecipesOf(db: Database, merchantId: string, categoryId: string | undefined): Promise<CraftRecipe[]> {
  if (categoryId) await requireCategory(db, merchantId, 'CRAFT', categoryId);
  const rows = await db
    .select()
    .from(craftRecipes)
    .where(and(eq(craftRecipes.merchantId, merchantId), ...(categoryId ? [eq(craftRecipes.categoryId, categoryId)] : [])))
    .orderBy(asc(craftRecipes.name), asc(craftRecipes.id));
  return withIngredientDetails(db, merchantId, rows);
}

export async function craftRecipe(db: Database, merchantId: string, recipeId: string): Promise<CraftRecipe> {
  const [row] = await db
    .select()
    .from(craftRecipes)
    .where(and(eq(craftRecipes.merchantId, merchantId), eq(craftRecipes.id, recipeId)));
  if (!row) throw notFound('Recipe not found');
  const [recipe] = await withIngredientDetails(db, merchantId, [row]);
  return recipe!;
}

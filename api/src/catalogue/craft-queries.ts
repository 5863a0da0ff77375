import { and, asc, eq, inArray, min } from 'drizzle-orm';
import type { CraftRecipe } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { collectibles, craftRecipes } from '../db/schema.js';
import { notFound } from '../validation/client-error.js';
import { collectibleImagePath } from './collectible-images.js';
import { requireCategory } from './merchant-lookup.js';

export type RecipeRow = typeof craftRecipes.$inferSelect;

export const RECIPE_NOT_FOUND = 'Recipe not found';

/** The set a crafted collectible joins; a recipe stored before results named their set gets one of its own. */
export function resultSetIdOf(recipe: RecipeRow): string {
  return recipe.result.setId ?? `recipe-${recipe.id}`;
}

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
    result: {
      setId: resultSetIdOf(recipe),
      name: recipe.result.name,
      rarity: recipe.result.rarity,
      imageUrl: recipe.result.imageUrl,
      properties: recipe.result.properties,
    },
  }));
}

/** The merchant's recipe rows, of one category or all, by name; an unknown category is a 404. */
export async function craftRecipeRowsOf(db: Database, merchantId: string, categoryId: string | undefined): Promise<RecipeRow[]> {
  if (categoryId) await requireCategory(db, merchantId, 'CRAFT', categoryId);
  return db
    .select()
    .from(craftRecipes)
    .where(and(eq(craftRecipes.merchantId, merchantId), ...(categoryId ? [eq(craftRecipes.categoryId, categoryId)] : [])))
    .orderBy(asc(craftRecipes.name), asc(craftRecipes.id));
}

/** The merchant's recipes, of one category or all, by name. */
export async function craftRecipesOf(db: Database, merchantId: string, categoryId: string | undefined): Promise<CraftRecipe[]> {
  return withIngredientDetails(db, merchantId, await craftRecipeRowsOf(db, merchantId, categoryId));
}

/** A recipe by id alone (crafting names only the recipe); 404 when there is none. */
export async function craftRecipeRow(db: Database, recipeId: string): Promise<RecipeRow> {
  const [row] = await db.select().from(craftRecipes).where(eq(craftRecipes.id, recipeId));
  if (!row) throw notFound(RECIPE_NOT_FOUND);
  return row;
}

export async function craftRecipe(db: Database, merchantId: string, recipeId: string): Promise<CraftRecipe> {
  const row = await craftRecipeRow(db, recipeId);
  // Another merchant's recipe is not this merchant's page: the same 404 as an unknown id.
  if (row.merchantId !== merchantId) throw notFound(RECIPE_NOT_FOUND);
  const [recipe] = await withIngredientDetails(db, merchantId, [row]);
  if (!recipe) throw notFound(RECIPE_NOT_FOUND);
  return recipe;
}

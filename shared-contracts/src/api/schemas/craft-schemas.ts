import { z } from 'zod';
import { categoryIdSchema, raritySchema } from './collectible-schemas';

/** Extension of spec §7: what a recipe consumes, `quantity` collectibles of one set. */
export const craftIngredientSchema = z.object({
  setId: z.string(),
  quantity: z.number().int().positive(),
  name: z.string(),
  imageUrl: z.string(),
});

/** Extension of spec §7: the collectible a recipe makes. */
export const craftResultSchema = z.object({
  name: z.string(),
  rarity: raritySchema,
  imageUrl: z.string(),
  properties: z.record(z.string(), z.string()),
});

/** Extension of spec §7: a craft recipe of a merchant (`/craft/{merchant}/{id}`). */
export const craftRecipeSchema = z.object({
  id: z.uuid(),
  merchantId: z.string(),
  categoryId: z.string(),
  name: z.string(),
  ingredients: z.array(craftIngredientSchema),
  result: craftResultSchema,
});
export type CraftRecipe = z.infer<typeof craftRecipeSchema>;
export const craftRecipeListSchema = z.array(craftRecipeSchema);

/** Extension: `GET /api/merchants/{merchantId}/craft` query; every recipe of the merchant without `categoryId`. */
export const craftRecipesQuerySchema = z.strictObject({ categoryId: categoryIdSchema.optional() });

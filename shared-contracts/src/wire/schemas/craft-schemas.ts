import * as z from 'zod/mini';
import { categoryIdSchema, collectibleSchema, merchantIdSchema, raritySchema } from './collectible-schemas';
import { signatureSchema } from './commerce-field-schemas';

const count = z.number().check(z.int(), z.nonnegative());

/** Extension of spec §7: what a recipe consumes, `quantity` collectibles of one set. */
export const craftIngredientSchema = z.object({
  setId: z.string(),
  quantity: z.number().check(z.int(), z.positive()),
  name: z.string(),
  imageUrl: z.string(),
});
export type CraftRecipeIngredient = z.infer<typeof craftIngredientSchema>;

/** Extension of spec §7: the collectible a recipe makes; a crafted one joins the set `setId`. */
export const craftResultSchema = z.object({
  setId: z.string(),
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
export const craftRecipesQuerySchema = z.strictObject({ categoryId: z.optional(categoryIdSchema) });

// ---- The signed-in user's side of a recipe ------------------------------------------------------------

/**
 * One ingredient as the signed-in user holds it. `owned` counts only their collectibles of the set that
 * are free to consume; `locked` the others, listed on the market or in a sale under way (a reserved
 * purchase, a signed one or an accepted offer awaiting settlement). `missing` is how many more free ones
 * the recipe needs.
 */
export const craftIngredientHoldingSchema = z.object({
  setId: z.string(),
  quantity: z.number().check(z.int(), z.positive()),
  owned: count,
  locked: count,
  missing: count,
});
export type CraftIngredientHolding = z.infer<typeof craftIngredientHoldingSchema>;

/**
 * Extension: whether the signed-in user can craft a recipe now, and what they hold of each ingredient
 * (in the recipe's order). `consumes` names the free collectibles a craft would take, chosen the same
 * way every time (those nobody bids on first, then the longest held); empty unless `craftable`. They
 * are what the crafter's wallet signs (`buildCraftMessage`).
 */
export const craftReadinessSchema = z.object({
  recipeId: z.uuid(),
  craftable: z.boolean(),
  ingredients: z.array(craftIngredientHoldingSchema),
  consumes: z.array(z.uuid()),
});
export type CraftReadiness = z.infer<typeof craftReadinessSchema>;
export const craftReadinessListSchema = z.array(craftReadinessSchema);

/** Extension: `GET /api/users/self/craft-readiness` query: the merchant's recipes, of one category or all. */
export const craftReadinessQuerySchema = z.strictObject({ merchantId: merchantIdSchema, categoryId: z.optional(categoryIdSchema) });

/** More than any recipe needs; a bound, so a request cannot name the whole table. */
const MAX_CRAFT_INGREDIENTS = 100;

/**
 * Extension: `POST /api/users/self/crafts` body: the recipe, the collectibles it consumes (the
 * readiness's `consumes`) and the crafter's wallet signature of `buildCraftMessage` over both.
 */
export const craftRequestSchema = z.strictObject({
  recipeId: z.uuid(),
  collectibleIds: z.array(z.uuid()).check(
    z.maxLength(MAX_CRAFT_INGREDIENTS),
    z.refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, 'Each collectible once'),
  ),
  signature: signatureSchema,
});
export type CraftRequest = z.infer<typeof craftRequestSchema>;

/**
 * Extension: `POST /api/users/self/crafts` payload. `result` is the new collectible, the user's now;
 * `consumed` the collectibles the craft took, gone back to the merchant (owner null).
 */
export const craftOutcomeSchema = z.object({
  recipeId: z.uuid(),
  result: collectibleSchema,
  consumed: z.array(collectibleSchema),
});
export type CraftOutcome = z.infer<typeof craftOutcomeSchema>;

/**
 * The first words of the 409 a craft answers when the collectibles named are not (or no longer) enough
 * free ingredients; the rest names each set short and how many more it needs
 * (`Missing ingredients: 1 × Storm Bow (er-storm-bow)`).
 */
export const MISSING_INGREDIENTS_MESSAGE = 'Missing ingredients';

/** The 409 of a craft naming a collectible the recipe does not take: another set, or more of a set than it needs. */
export const NOT_RECIPE_INGREDIENTS_MESSAGE = 'Not the ingredients of this recipe';

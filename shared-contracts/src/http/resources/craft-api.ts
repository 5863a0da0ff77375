import {
  craftOutcomeSchema,
  craftReadinessListSchema,
  craftReadinessSchema,
  craftRecipeListSchema,
  craftRecipeSchema,
  type CraftRequest,
} from '../../wire/schemas/craft-schemas';
import { merchantCategoryListSchema } from '../../wire/schemas/listing-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import { newIdempotencyKey } from '../transport/idempotency-key';
import type { RequestOptions } from '../transport/request-options';
import { listOrEmpty } from '../transport/list-or-empty';
import { nullOn404 } from '../transport/null-on-404';
import { pathSegment } from './path-segment';

export interface CraftRecipesRequest {
  categoryId?: string;
}

const craftPath = (merchantId: string) => `/api/merchants/${pathSegment(merchantId)}/craft`;
const READINESS_PATH = '/api/users/self/craft-readiness';

/**
 * A merchant's craft recipes (`/craft/{merchant}`), what the signed-in user holds of their ingredients,
 * and crafting. Spec §7 lists no craft call, so every one is an extension.
 */
export function createCraftApi(transport: ApiTransport) {
  return {
    /** Extension: `GET /api/merchants/{merchantId}/craft/categories` → `[{id, name}]` in the merchant's order; `listOrEmpty`. */
    categories: async (merchantId: string, { signal }: RequestOptions = {}) =>
      listOrEmpty(transport.request('main', { path: `${craftPath(merchantId)}/categories`, schema: merchantCategoryListSchema, signal })),
    /**
     * Extension: `GET /api/merchants/{merchantId}/craft?categoryId` → the recipes by name, with their
     * ingredients' names. A failure rejects (404 'Category not found' or 'Merchant not found'), so a page
     * can tell it from a merchant without recipes.
     */
    recipes: async (merchantId: string, { categoryId }: CraftRecipesRequest = {}, { signal }: RequestOptions = {}) =>
      transport.request('main', { path: craftPath(merchantId), query: { categoryId }, schema: craftRecipeListSchema, signal }),
    /** Extension: `GET /api/merchants/{merchantId}/craft/{recipeId}` → one recipe; `nullOn404`: null means no such recipe. */
    recipe: async (merchantId: string, recipeId: string, { signal }: RequestOptions = {}) =>
      nullOn404(transport.request('main', { path: `${craftPath(merchantId)}/${pathSegment(recipeId)}`, schema: craftRecipeSchema, signal })),
    /**
     * Extension: `GET /api/users/self/craft-readiness?merchantId&categoryId` → for each recipe, in the
     * recipes' order, what the signed-in user holds of its ingredients. A failure rejects: an empty
     * answer would read as "you hold nothing".
     */
    readiness: async (merchantId: string, { categoryId }: CraftRecipesRequest = {}, { signal }: RequestOptions = {}) =>
      transport.request('main', { path: READINESS_PATH, query: { merchantId, categoryId }, schema: craftReadinessListSchema, signal }),
    /** Extension: `GET /api/users/self/craft-readiness/{recipeId}` → one recipe's; `nullOn404`: null means no such recipe. */
    recipeReadiness: async (recipeId: string, { signal }: RequestOptions = {}) =>
      nullOn404(transport.request('main', { path: `${READINESS_PATH}/${pathSegment(recipeId)}`, schema: craftReadinessSchema, signal })),
    /**
     * Extension: `POST /api/users/self/crafts {recipeId, collectibleIds, signature}` (the crafter's wallet
     * signature of `buildCraftMessage` over the readiness's `consumes`) → the new collectible and the
     * consumed ones. A refusal rejects: 409 'Missing ingredients: …' (the collectibles are no longer all
     * free), 'Not the ingredients of this recipe', 'User address not found'; 403 'Invalid signature';
     * 404 'Recipe not found' or 'Merchant not found' (the ApiError's `answerMessage`).
     */
    craft: async (request: CraftRequest) =>
      transport.request('main', {
        method: 'POST',
        path: '/api/users/self/crafts',
        body: request,
        schema: craftOutcomeSchema,
        idempotencyKey: newIdempotencyKey(),
      }),
  };
}

export type CraftApi = ReturnType<typeof createCraftApi>;

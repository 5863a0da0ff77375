import { craftRecipeListSchema, craftRecipeSchema } from '../schemas/craft-schemas';
import { merchantCategoryListSchema } from '../schemas/listing-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';
import { listOrEmpty } from '../transport/list-or-empty';
import { nullOn404 } from '../transport/null-on-404';
import { pathSegment } from './path-segment';

export interface CraftRecipesRequest {
  categoryId?: string;
}

const craftPath = (merchantId: string) => `/api/merchants/${pathSegment(merchantId)}/craft`;

/** A merchant's craft recipes (`/craft/{merchant}`). Spec §7 lists no craft call, so every one is an extension. */
export function createCraftApi(transport: ApiTransport) {
  return {
    /** Extension: `GET /api/merchants/{merchantId}/craft/categories` → `[{id, name}]` in the merchant's order; `listOrEmpty`. */
    categories: async (merchantId: string, { signal }: RequestOptions = {}) =>
      listOrEmpty(transport.request('main', { path: `${craftPath(merchantId)}/categories`, schema: merchantCategoryListSchema, signal })),
    /** Extension: `GET /api/merchants/{merchantId}/craft?categoryId` → the recipes by name, with their ingredients' names; `listOrEmpty`. */
    recipes: async (merchantId: string, { categoryId }: CraftRecipesRequest = {}, { signal }: RequestOptions = {}) =>
      listOrEmpty(transport.request('main', { path: craftPath(merchantId), query: { categoryId }, schema: craftRecipeListSchema, signal })),
    /** Extension: `GET /api/merchants/{merchantId}/craft/{recipeId}` → one recipe; `nullOn404`: null means no such recipe. */
    recipe: async (merchantId: string, recipeId: string, { signal }: RequestOptions = {}) =>
      nullOn404(transport.request('main', { path: `${craftPath(merchantId)}/${pathSegment(recipeId)}`, schema: craftRecipeSchema, signal })),
  };
}

export type CraftApi = ReturnType<typeof createCraftApi>;

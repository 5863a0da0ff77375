import { craftRecipeListSchema, craftRecipeSchema } from '../schemas/craft-schemas';
import { merchantCategoryListSchema } from '../schemas/listing-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import { listOrEmpty } from '../transport/list-or-empty';
import { nullOn404 } from '../transport/null-on-404';
import { pathSegment } from './path-segment';

const craftPath = (merchantId: string) => `/api/merchants/${pathSegment(merchantId)}/craft`;

/** A merchant's craft recipes (`/craft/{merchant}`). Spec §7 lists no craft call, so every one is an extension. */
export function createCraftApi(transport: ApiTransport) {
  return {
    /** Extension: `GET /api/merchants/{merchantId}/craft/categories` → `[{id, name}]` in the merchant's order; `listOrEmpty`. */
    categories: async (merchantId: string) =>
      listOrEmpty(transport.request('main', { path: `${craftPath(merchantId)}/categories`, schema: merchantCategoryListSchema })),
    /** Extension: `GET /api/merchants/{merchantId}/craft?categoryId` → the recipes by name, with their ingredients' names; `listOrEmpty`. */
    recipes: async (merchantId: string, { categoryId }: { categoryId?: string } = {}) =>
      listOrEmpty(transport.request('main', { path: craftPath(merchantId), query: { categoryId }, schema: craftRecipeListSchema })),
    /** Extension: `GET /api/merchants/{merchantId}/craft/{recipeId}` → one recipe; `nullOn404`: null means no such recipe. */
    recipe: async (merchantId: string, recipeId: string) =>
      nullOn404(transport.request('main', { path: `${craftPath(merchantId)}/${pathSegment(recipeId)}`, schema: craftRecipeSchema })),
  };
}

export type CraftApi = ReturnType<typeof createCraftApi>;

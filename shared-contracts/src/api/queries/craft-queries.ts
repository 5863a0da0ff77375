import type { CraftRecipesRequest } from '../resources/craft-api';
import type { MarketplaceApi } from '../resources/marketplace-api';
import { apiQuery } from './api-query';

const CRAFT = ['craft'] as const;

export const craftKeys = {
  all: CRAFT,
  ofMerchant: (merchantId: string) => [...CRAFT, merchantId] as const,
  categories: (merchantId: string) => [...CRAFT, merchantId, 'categories'] as const,
  recipes: (merchantId: string, request: CraftRecipesRequest = {}) => [...CRAFT, merchantId, 'recipes', request] as const,
  recipe: (merchantId: string, recipeId: string) => [...CRAFT, merchantId, 'recipe', recipeId] as const,
};

/** A merchant's craft recipes (extension of §7): categories, recipes by name, one recipe. */
export const craftQueries = {
  categories: (api: Pick<MarketplaceApi, 'craft'>, merchantId: string) =>
    apiQuery(craftKeys.categories(merchantId), (options) => api.craft.categories(merchantId, options)),
  recipes: (api: Pick<MarketplaceApi, 'craft'>, merchantId: string, request: CraftRecipesRequest = {}) =>
    apiQuery(craftKeys.recipes(merchantId, request), (options) => api.craft.recipes(merchantId, request, options)),
  /** One recipe; null when there is no such recipe. */
  recipe: (api: Pick<MarketplaceApi, 'craft'>, merchantId: string, recipeId: string) =>
    apiQuery(craftKeys.recipe(merchantId, recipeId), (options) => api.craft.recipe(merchantId, recipeId, options)),
};

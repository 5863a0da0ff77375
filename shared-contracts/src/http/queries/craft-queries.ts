import type { UseMutationOptions } from '@tanstack/react-query';
import type { CraftRecipesRequest } from '../resources/craft-api';
import type { MarketplaceApi } from '../resources/marketplace-api';
import type { CraftOutcome, CraftRequest } from '../../wire/schemas/craft-schemas';
import { apiQuery } from './api-query';
import { collectiblesKeys } from './collectibles-queries';
import { invalidate } from './invalidate';
import { marketKeys } from './market-queries';
import { SELF_SCOPE } from './self-scope';
import { transactionsKeys } from './transactions-queries';

const CRAFT = ['craft'] as const;
/** What the signed-in user holds of recipes' ingredients: theirs alone, so under the self scope. */
const READINESS = [...SELF_SCOPE, 'craft-readiness'] as const;

export const craftKeys = {
  all: CRAFT,
  ofMerchant: (merchantId: string) => [...CRAFT, merchantId] as const,
  categories: (merchantId: string) => [...CRAFT, merchantId, 'categories'] as const,
  recipes: (merchantId: string, request: CraftRecipesRequest = {}) => [...CRAFT, merchantId, 'recipes', request] as const,
  recipe: (merchantId: string, recipeId: string) => [...CRAFT, merchantId, 'recipe', recipeId] as const,
  readinessAll: READINESS,
  readiness: (merchantId: string, request: CraftRecipesRequest = {}) => [...READINESS, merchantId, request] as const,
  recipeReadiness: (recipeId: string) => [...READINESS, 'recipe', recipeId] as const,
};

/** A merchant's craft recipes (extension of §7): categories, recipes by name, one recipe; and the signed-in user's ingredients. */
export const craftQueries = {
  categories: (api: Pick<MarketplaceApi, 'craft'>, merchantId: string) =>
    apiQuery(craftKeys.categories(merchantId), (options) => api.craft.categories(merchantId, options)),
  recipes: (api: Pick<MarketplaceApi, 'craft'>, merchantId: string, request: CraftRecipesRequest = {}) =>
    apiQuery(craftKeys.recipes(merchantId, request), (options) => api.craft.recipes(merchantId, request, options)),
  /** One recipe; null when there is no such recipe. */
  recipe: (api: Pick<MarketplaceApi, 'craft'>, merchantId: string, recipeId: string) =>
    apiQuery(craftKeys.recipe(merchantId, recipeId), (options) => api.craft.recipe(merchantId, recipeId, options)),
  /** For each recipe (of one category, or all), what the signed-in user holds of its ingredients; a failure is the query's error. */
  readiness: (api: Pick<MarketplaceApi, 'craft'>, merchantId: string, request: CraftRecipesRequest = {}) =>
    apiQuery(craftKeys.readiness(merchantId, request), (options) => api.craft.readiness(merchantId, request, options)),
  /** One recipe's, with the collectibles a craft would consume; null when there is no such recipe. */
  recipeReadiness: (api: Pick<MarketplaceApi, 'craft'>, recipeId: string) =>
    apiQuery(craftKeys.recipeReadiness(recipeId), (options) => api.craft.recipeReadiness(recipeId, options)),
};

export const craftMutations = {
  /**
   * Extension: `POST /api/users/self/crafts` → the new collectible and the consumed ones. Collectibles
   * changed hands, so the user's ingredients of every recipe, the collections and collectible pages,
   * the ledger and the merchant's market (a stack's "you own") read again. A refusal rejects
   * (`answerMessage` says why) and the ingredients read again too: what the page showed was out of date.
   */
  craft: (api: Pick<MarketplaceApi, 'craft'>): UseMutationOptions<CraftOutcome, Error, CraftRequest> => ({
    mutationKey: [...READINESS, 'craft'],
    mutationFn: (request) => api.craft.craft(request),
    onSuccess: (outcome, _request, _onMutate, { client }) =>
      invalidate(client, collectiblesKeys.all, transactionsKeys.all, marketKeys.ofMerchant(outcome.result.merchantId)),
    onSettled: (_outcome, _error, _request, _onMutate, { client }) => invalidate(client, craftKeys.readinessAll),
  }),
};

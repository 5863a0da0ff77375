import { useQuery } from '@tanstack/react-query';
import { craftQueries } from '@marketplace/contracts/http';
import { useIsLoggedIn, useMarketplaceApi } from '@marketplace/contracts/browser';

/**
 * What the signed-in person holds of the ingredients of the merchant's recipes (of one category or
 * all); not asked for a visitor, who holds nothing.
 */
export function useRecipesReadiness(merchantId: string, categoryId: string | null) {
  const signedIn = useIsLoggedIn();
  return useQuery({ ...craftQueries.readiness(useMarketplaceApi(), merchantId, categoryId ? { categoryId } : {}), enabled: signedIn });
}

/** What the signed-in person holds of one recipe's ingredients, and what a craft would consume; not asked for a visitor. */
export function useRecipeReadiness(recipeId: string) {
  const signedIn = useIsLoggedIn();
  return useQuery({ ...craftQueries.recipeReadiness(useMarketplaceApi(), recipeId), enabled: signedIn });
}

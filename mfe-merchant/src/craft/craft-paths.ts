/** The craft area's addresses (spec §2), locale-free; `useLocalizedPath` puts them under the page's locale. */
export const craftPaths = {
  front: (merchantId: string) => `/craft/${encodeURIComponent(merchantId)}`,
  category: (merchantId: string, categoryId: string) => `/craft/${encodeURIComponent(merchantId)}/category/${encodeURIComponent(categoryId)}`,
  recipe: (merchantId: string, recipeId: string) => `/craft/${encodeURIComponent(merchantId)}/${encodeURIComponent(recipeId)}`,
  /** Where a missing ingredient is bought: its stack on the merchant's market. */
  marketStack: (merchantId: string, setId: string) => `/market/${encodeURIComponent(merchantId)}/stack/${encodeURIComponent(setId)}`,
  /** A collectible's public page (the account remote's), where a crafted one is seen. */
  collectible: (collectibleId: string) => `/collectible/${encodeURIComponent(collectibleId)}`,
};

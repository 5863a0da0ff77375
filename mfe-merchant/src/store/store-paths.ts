/** The store's addresses (spec §2), locale-free; `useLocalizedPath` puts them under the page's locale. */
export const storePaths = {
  front: (merchantId: string) => `/store/${encodeURIComponent(merchantId)}`,
  category: (merchantId: string, categoryId: string) => `/store/${encodeURIComponent(merchantId)}/category/${encodeURIComponent(categoryId)}`,
  item: (merchantId: string, listingId: string) => `/store/${encodeURIComponent(merchantId)}/${encodeURIComponent(listingId)}`,
};

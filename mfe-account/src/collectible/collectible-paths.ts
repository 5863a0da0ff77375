/** Addresses a collectible's page links to (spec §2), locale-free; `useLocalizedPath` puts them under the page's locale. */
export const collectiblePaths = {
  owner: (userId: string) => `/user/${encodeURIComponent(userId)}`,
  store: (merchantId: string) => `/store/${encodeURIComponent(merchantId)}`,
  storeItem: (merchantId: string, listingId: string) => `/store/${encodeURIComponent(merchantId)}/${encodeURIComponent(listingId)}`,
  marketListing: (merchantId: string, listingId: string) => `/market/${encodeURIComponent(merchantId)}/${encodeURIComponent(listingId)}`,
};

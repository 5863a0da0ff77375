/** The market's addresses (spec §2), locale-free; `useLocalizedPath` puts them under the page's locale. */
export const marketPaths = {
  front: (merchantId: string) => `/market/${encodeURIComponent(merchantId)}`,
  stack: (merchantId: string, setId: string) => `/market/${encodeURIComponent(merchantId)}/stack/${encodeURIComponent(setId)}`,
  listing: (merchantId: string, listingId: string) => `/market/${encodeURIComponent(merchantId)}/${encodeURIComponent(listingId)}`,
};

/** A seller's public page (`/user/{id}`, the account remote's). */
export const sellerPath = (userId: string) => `/user/${encodeURIComponent(userId)}`;

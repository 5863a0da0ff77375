import type { FavouriteItem } from '@marketplace/contracts/wire';

/** The portal's favourites page (locale-free). */
export const FAVOURITES_PAGE = '/user-portal/favourites';

/**
 * Where a favourite opens: its store page while the merchant's store sells it, else its market stack
 * (the merchant remote's addresses, spec §2), where every copy on sale is compared.
 */
export function favouriteItemPath({ merchantId, setId, storeListingId }: Pick<FavouriteItem, 'merchantId' | 'setId' | 'storeListingId'>): string {
  const merchant = encodeURIComponent(merchantId);
  return storeListingId ? `/store/${merchant}/${encodeURIComponent(storeListingId)}` : `/market/${merchant}/stack/${encodeURIComponent(setId)}`;
}

/** A favourite's price dropped since it was added: both known and the lowest now below the price then. */
export function priceDropped({ priceWhenFavourited, lowestPrice }: Pick<FavouriteItem, 'priceWhenFavourited' | 'lowestPrice'>): boolean {
  return priceWhenFavourited !== null && lowestPrice !== null && Number(lowestPrice) < Number(priceWhenFavourited);
}

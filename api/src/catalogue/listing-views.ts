import type { MarketListing, OwnListing, StoreItem } from '@marketplace/contracts/wire';
import type { listings, users } from '../db/schema.js';
import { publicProfileView } from '../users/user-views.js';
import { collectibleView, type CollectibleRow } from './collectible-views.js';
import { answeredGemAmount } from './gem-amount.js';

type ListingRow = typeof listings.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** `supplyLeft`: the copies of the collectible's set the merchant still has on sale; `playersOnly`: sold to the game's players only. */
export function storeItemView(
  { listing, collectible }: { listing: ListingRow; collectible: CollectibleRow },
  supplyLeft: number,
  playersOnly: boolean,
): StoreItem {
  return {
    id: listing.id,
    merchantId: listing.merchantId,
    categoryId: listing.categoryId,
    price: answeredGemAmount(listing.price),
    status: listing.status,
    collectible: collectibleView(collectible),
    supplyLeft,
    playersOnly,
  };
}

export function marketListingView({ listing, collectible, seller }: { listing: ListingRow; collectible: CollectibleRow; seller: UserRow }): MarketListing {
  return { ...ownListingView({ listing, collectible }), seller: publicProfileView(seller) };
}

/** A market listing as its seller reads it among their own: no seller, it is them. */
export function ownListingView({ listing, collectible }: { listing: ListingRow; collectible: CollectibleRow }): OwnListing {
  return {
    id: listing.id,
    merchantId: listing.merchantId,
    price: answeredGemAmount(listing.price),
    status: listing.status,
    createdAt: listing.createdAt.toISOString(),
    collectible: collectibleView(collectible),
  };
}

import type { CartLine, Collectible } from '@marketplace/contracts/wire';

interface ListingOnSale {
  /** The listing's id: what the cart keeps and the checkout names. */
  id: string;
  merchantId: string;
  price: string;
  collectible: Pick<Collectible, 'id' | 'setId' | 'name' | 'rarity' | 'imageUrl'>;
}

/** A store item or market listing as the cart keeps it: what its row shows, and the price its checkout signs. */
export function cartLineOf(listing: ListingOnSale, kind: CartLine['kind']): CartLine {
  const { collectible } = listing;
  return {
    listingId: listing.id,
    kind,
    merchantId: listing.merchantId,
    collectibleId: collectible.id,
    setId: collectible.setId,
    name: collectible.name,
    rarity: collectible.rarity,
    imageUrl: collectible.imageUrl,
    price: listing.price,
  };
}

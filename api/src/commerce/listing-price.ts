import { and, eq } from 'drizzle-orm';
import type { MarketListing } from '@marketplace/contracts/wire';
import type { MailLinkOrigin } from '../account-events/tell-account.js';
import { marketListing } from '../catalogue/market-queries.js';
import type { Database } from '../db/database.js';
import { collectibles, listings } from '../db/schema.js';
import { tellFavouritesOfDrop } from '../favourites/favourite-price-drop.js';
import { ClientError, notFound } from '../validation/client-error.js';
import { assertListingSignedBySeller } from './listing-signature.js';

export interface ListingPriceChange {
  sellerId: string;
  listingId: string;
  /** A valid GEM price (spec §5), as typed. */
  price: string;
  /** EIP-191 signature of `buildListingMessage` with the new price, by the seller's wallet. */
  signature: string;
}

/**
 * The seller changes the price of an ACTIVE market listing, signed like a new listing. Someone else's
 * listing is "not found", as for a withdrawal; a RESERVED one stays as it is, since the buyer's
 * reservation holds the price it was reserved at, and a sold or withdrawn one has no price to change.
 * A new lowest price tells the people who favourited the item (`origin`: where their mails' links point).
 */
export async function changeListingPrice(
  db: Database,
  origin: MailLinkOrigin,
  { sellerId, listingId, price, signature }: ListingPriceChange,
): Promise<MarketListing> {
  const [listing] = await db
    .select({ collectibleId: listings.collectibleId, merchantId: listings.merchantId, setId: collectibles.setId })
    .from(listings)
    .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
    .where(and(eq(listings.id, listingId), eq(listings.kind, 'MARKET'), eq(listings.sellerId, sellerId)));
  if (!listing) throw notFound('Listing not found');
  await assertListingSignedBySeller(db, sellerId, { collectibleId: listing.collectibleId, price, signature });

  await db.transaction(async (tx) => {
    // Locked and checked again: a purchase may have reserved the listing since it was read.
    const [locked] = await tx.select({ status: listings.status }).from(listings).where(eq(listings.id, listingId)).for('update');
    if (locked?.status !== 'ACTIVE') throw new ClientError(409, `Listing is ${(locked?.status ?? 'CANCELLED').toLowerCase()}`);
    await tx.update(listings).set({ price }).where(eq(listings.id, listingId));
    await tellFavouritesOfDrop(tx, origin, { merchantId: listing.merchantId, setId: listing.setId, listerId: sellerId });
  });
  return marketListing(db, listing.merchantId, listingId);
}

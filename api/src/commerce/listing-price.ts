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

/** What a price change needs to know of a seller's market listing: what it sells, and where. */
export interface OwnListingTerms {
  listingId: string;
  sellerId: string;
  collectibleId: string;
  merchantId: string;
  setId: string;
}

/** The seller's market listing `listingId`, whatever its status; null when there is none or it is someone else's. */
export async function ownListingTerms(db: Database, sellerId: string, listingId: string): Promise<OwnListingTerms | null> {
  const [listing] = await db
    .select({ collectibleId: listings.collectibleId, merchantId: listings.merchantId, setId: collectibles.setId })
    .from(listings)
    .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
    .where(and(eq(listings.id, listingId), eq(listings.kind, 'MARKET'), eq(listings.sellerId, sellerId)));
  return listing ? { listingId, sellerId, ...listing } : null;
}

/**
 * Sets the price of the seller's listing in a transaction of its own, once the signature was checked:
 * locked and checked again, since a purchase may have reserved it since it was read (409 naming its
 * status otherwise). A new lowest price tells the people who favourited the item (`origin`: where their
 * mails' links point).
 */
export async function setActiveListingPrice(db: Database, origin: MailLinkOrigin, listing: OwnListingTerms, price: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ status: listings.status }).from(listings).where(eq(listings.id, listing.listingId)).for('update');
    if (locked?.status !== 'ACTIVE') throw new ClientError(409, `Listing is ${(locked?.status ?? 'CANCELLED').toLowerCase()}`);
    await tx.update(listings).set({ price }).where(eq(listings.id, listing.listingId));
    await tellFavouritesOfDrop(tx, origin, { merchantId: listing.merchantId, setId: listing.setId, listerId: listing.sellerId });
  });
}

/**
 * The seller changes the price of an ACTIVE market listing, signed like a new listing. Someone else's
 * listing is "not found", as for a withdrawal; a RESERVED one stays as it is, since the buyer's
 * reservation holds the price it was reserved at, and a sold or withdrawn one has no price to change.
 */
export async function changeListingPrice(
  db: Database,
  origin: MailLinkOrigin,
  { sellerId, listingId, price, signature }: ListingPriceChange,
): Promise<MarketListing> {
  const listing = await ownListingTerms(db, sellerId, listingId);
  if (!listing) throw notFound('Listing not found');
  await assertListingSignedBySeller(db, sellerId, { collectibleId: listing.collectibleId, price, signature });
  await setActiveListingPrice(db, origin, listing, price);
  return marketListing(db, listing.merchantId, listingId);
}

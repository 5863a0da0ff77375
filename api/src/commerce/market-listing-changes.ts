import { and, eq, inArray } from 'drizzle-orm';
import type { MarketListing } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { collectibles, listings } from '../db/schema.js';
import { ClientError, notFound } from '../validation/client-error.js';
import { STANDING_LISTING_STATUSES } from '../catalogue/collectible-detail.js';
import { marketListing } from '../catalogue/market-queries.js';
import { requireActiveMerchant } from '../catalogue/merchant-lookup.js';
import { insertedRow } from '../db/inserted-row.js';
import type { OutcomeKeeper } from '../db/outcome-keeper.js';
import type { MailLinkOrigin } from '../account-events/tell-account.js';
import { tellFavouritesOfDrop } from '../favourites/favourite-price-drop.js';

export interface NewMarketListing {
  collectibleId: string;
  price: string;
  /** Given the listing in the transaction that writes it (an idempotent write keeps its answer with it). */
  keepOutcome?: OutcomeKeeper<MarketListing> | undefined;
}

/**
 * The owner puts a collectible on its merchant's market. The collectible's row stays locked until the
 * listing is written, so two requests at once cannot list it twice. A new lowest price tells the people
 * who favourited the item (`origin`: where their mails' links point).
 */
export async function listOnMarket(
  db: Database,
  origin: MailLinkOrigin,
  sellerId: string,
  { collectibleId, price, keepOutcome }: NewMarketListing,
): Promise<MarketListing> {
  return db.transaction(async (tx) => {
    const [collectible] = await tx.select().from(collectibles).where(eq(collectibles.id, collectibleId)).for('update');
    if (!collectible) throw notFound('Collectible not found');
    // Collectibles are public (spec §6), so saying whose it is not hides anything.
    if (collectible.ownerId !== sellerId) throw new ClientError(403, 'Not your collectible');
    await requireActiveMerchant(tx, collectible.merchantId);
    const [standing] = await tx
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.collectibleId, collectibleId), inArray(listings.status, STANDING_LISTING_STATUSES)))
      .limit(1);
    if (standing) throw new ClientError(409, 'Collectible already listed');
    const inserted = await tx
      .insert(listings)
      .values({ kind: 'MARKET', merchantId: collectible.merchantId, collectibleId, sellerId, price })
      .returning({ id: listings.id, merchantId: listings.merchantId });
    const row = insertedRow(inserted, 'a market listing');
    await tellFavouritesOfDrop(tx, origin, { merchantId: collectible.merchantId, setId: collectible.setId, listerId: sellerId });
    const listing = await marketListing(tx, row.merchantId, row.id);
    await keepOutcome?.(tx, listing);
    return listing;
  });
}

/**
 * The seller withdraws an ACTIVE listing. Someone else's listing is "not found", never "forbidden",
 * so listing ids do not tell whose they are; a RESERVED one has a purchase under way and stays.
 */
export async function cancelMarketListing(db: Database, sellerId: string, listingId: string): Promise<MarketListing> {
  const merchantId = await db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ status: listings.status, merchantId: listings.merchantId })
      .from(listings)
      .where(and(eq(listings.id, listingId), eq(listings.kind, 'MARKET'), eq(listings.sellerId, sellerId)))
      .for('update');
    if (!listing) throw notFound('Listing not found');
    if (listing.status !== 'ACTIVE') throw new ClientError(409, `Listing is ${listing.status.toLowerCase()}`);
    await tx.update(listings).set({ status: 'CANCELLED' }).where(eq(listings.id, listingId));
    return listing.merchantId;
  });
  return marketListing(db, merchantId, listingId);
}

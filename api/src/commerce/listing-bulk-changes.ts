import { and, eq } from 'drizzle-orm';
import {
  buildListingPricesMessage,
  type ListingBulkChange,
  type ListingBulkOutcome,
  type ListingBulkResult,
  type OwnListing,
} from '@marketplace/contracts/wire';
import type { MailLinkOrigin } from '../account-events/tell-account.js';
import { ownListingView } from '../catalogue/listing-views.js';
import { cancelMarketListing } from './market-listing-changes.js';
import type { Database } from '../db/database.js';
import { collectibles, listings } from '../db/schema.js';
import { ClientError } from '../validation/client-error.js';
import { ownListingTerms, setActiveListingPrice } from './listing-price.js';
import { assertSignedByWallet } from './wallet-signature.js';

type Reprice = Extract<ListingBulkChange, { action: 'REPRICE' }>;

/** The seller's market listing as their own list shows it, whatever its status; null when it is not theirs. */
async function ownListingNow(db: Database, sellerId: string, listingId: string): Promise<OwnListing | null> {
  const [row] = await db
    .select({ listing: listings, collectible: collectibles })
    .from(listings)
    .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
    .where(and(eq(listings.id, listingId), eq(listings.kind, 'MARKET'), eq(listings.sellerId, sellerId)));
  return row ? ownListingView(row) : null;
}

async function resultOf(db: Database, sellerId: string, listingId: string, outcome: ListingBulkOutcome): Promise<ListingBulkResult> {
  const listing = await ownListingNow(db, sellerId, listingId);
  return { listingId, outcome, status: listing?.status ?? null, listing };
}

/** A refusal that is about this one listing (not the seller's, or no longer ACTIVE), as opposed to a fault that should fail the request. */
const isListingRefusal = (error: unknown) => error instanceof ClientError && (error.statusCode === 404 || error.statusCode === 409);

async function applyChange(db: Database, origin: MailLinkOrigin, sellerId: string, change: ListingBulkChange): Promise<ListingBulkResult> {
  try {
    if (change.action === 'WITHDRAW') {
      await cancelMarketListing(db, sellerId, change.listingId);
      return await resultOf(db, sellerId, change.listingId, 'WITHDRAWN');
    }
    const terms = await ownListingTerms(db, sellerId, change.listingId);
    // The signature covers the collectible the client named: a listing of another one is not what was signed.
    if (!terms || terms.collectibleId.toLowerCase() !== change.collectibleId.toLowerCase()) {
      return { listingId: change.listingId, outcome: 'REFUSED', status: null, listing: null };
    }
    await setActiveListingPrice(db, origin, terms, change.price);
    return await resultOf(db, sellerId, change.listingId, 'REPRICED');
  } catch (error) {
    if (!isListingRefusal(error)) throw error;
    // Someone else's listing reads as none at all (status and listing null), as for a single change.
    return resultOf(db, sellerId, change.listingId, 'REFUSED');
  }
}

/**
 * The seller changes several of their market listings at once: new prices and withdrawals. The new
 * prices are signed once, together (`buildListingPricesMessage`), and checked before anything changes
 * (403 another key or other prices, 409 no wallet); then each change is applied in a transaction of its
 * own, in the order asked, so a listing that sold or was reserved meanwhile is refused alone (its
 * result says how it stands) and the others go through. Someone else's listing is refused as "none",
 * telling nothing about whose it is.
 */
export async function applyListingChanges(
  db: Database,
  origin: MailLinkOrigin,
  sellerId: string,
  { changes, signature }: { changes: ListingBulkChange[]; signature: string | undefined },
): Promise<ListingBulkResult[]> {
  const reprices = changes.filter((change): change is Reprice => change.action === 'REPRICE');
  if (reprices.length > 0) {
    // The schema asks a signature exactly when there is a new price.
    await assertSignedByWallet(db, sellerId, signature ?? '', (sellerAddress) =>
      buildListingPricesMessage({ prices: reprices.map(({ collectibleId, price }) => ({ collectibleId, price })), sellerAddress }),
    );
  }
  const results: ListingBulkResult[] = [];
  for (const change of changes) results.push(await applyChange(db, origin, sellerId, change));
  return results;
}

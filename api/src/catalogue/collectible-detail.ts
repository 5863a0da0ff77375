import { and, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { CollectibleDetail } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { weiToGem } from '../ledger/gem-amounts.js';
import { collectibles, listings, offers, transactions, users } from '../db/schema.js';
import { publicProfileView } from '../users/user-views.js';
import { notFound } from '../validation/client-error.js';
import { collectibleView } from './collectible-views.js';
import { SALE_KINDS } from './completed-sales.js';
import { answeredGemAmount } from './gem-amount.js';

/** Listings that still stand: on sale, or held for a purchase under way. */
export const STANDING_LISTING_STATUSES = ['ACTIVE', 'RESERVED'] as const;

/** Spec §7 `GET /api/collectibles/{id}`: public, like the `/collectible/{id}` page. */
export async function collectibleDetail(db: Database, collectibleId: string): Promise<CollectibleDetail> {
  const [found] = await db
    .select({ collectible: collectibles, owner: users })
    .from(collectibles)
    .leftJoin(users, eq(users.id, collectibles.ownerId))
    .where(eq(collectibles.id, collectibleId));
  if (!found) throw notFound('Collectible not found');

  const [[listing], [openOffers], [lastSale]] = await Promise.all([
    db
      .select({ id: listings.id, kind: listings.kind, status: listings.status, price: listings.price })
      .from(listings)
      .where(and(eq(listings.collectibleId, collectibleId), inArray(listings.status, STANDING_LISTING_STATUSES)))
      .orderBy(desc(listings.createdAt))
      .limit(1),
    db
      .select({ open: count(), bestPrice: max(offers.price) })
      .from(offers)
      .where(and(eq(offers.collectibleId, collectibleId), eq(offers.status, 'OPEN'))),
    db
      .select({ amountWei: transactions.amountWei, completedAt: transactions.completedAt })
      .from(transactions)
      .where(and(eq(transactions.collectibleId, collectibleId), eq(transactions.status, 'COMPLETE'), inArray(transactions.kind, SALE_KINDS)))
      .orderBy(desc(transactions.completedAt))
      .limit(1),
  ]);
  const bestPrice = openOffers?.bestPrice ?? null;
  return {
    ...collectibleView(found.collectible),
    owner: found.owner ? publicProfileView(found.owner) : null,
    listing: listing ? { ...listing, price: answeredGemAmount(listing.price) } : null,
    offers: { open: openOffers?.open ?? 0, bestPrice: bestPrice === null ? null : answeredGemAmount(bestPrice) },
    lastSale: lastSale?.completedAt ? { price: weiToGem(lastSale.amountWei), time: lastSale.completedAt.toISOString() } : null,
  };
}

import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { STANDING_LISTING_STATUSES } from '../catalogue/collectible-detail.js';
import type { Database } from '../db/database.js';
import { collectibles, listings, offers, transactions } from '../db/schema.js';

/**
 * True for the outer query's collectible while its owner has committed it elsewhere: it stands on the
 * market (an ACTIVE listing, or a RESERVED one a buyer is paying for), or a sale of it awaits settlement
 * (a signed purchase or an accepted offer: a PENDING transaction). Such a collectible is not the owner's
 * to consume; every other one they own is free. An OPEN offer on it binds nobody until the owner accepts.
 */
export function committedElsewhere(db: Database): SQL<boolean> {
  const committed = or(
    exists(
      db
        .select({ one: sql`1` })
        .from(listings)
        .where(and(eq(listings.collectibleId, collectibles.id), inArray(listings.status, STANDING_LISTING_STATUSES))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(transactions)
        .where(and(eq(transactions.collectibleId, collectibles.id), eq(transactions.status, 'PENDING'))),
    ),
  );
  return sql<boolean>`${committed}`;
}

/** True for the outer query's collectible while someone bids on it (an OPEN offer). */
export function hasOpenOffers(db: Database): SQL<boolean> {
  return sql<boolean>`${exists(
    db
      .select({ one: sql`1` })
      .from(offers)
      .where(and(eq(offers.collectibleId, collectibles.id), eq(offers.status, 'OPEN'))),
  )}`;
}

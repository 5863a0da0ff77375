import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { listings, mints } from '../db/schema.js';

/** How long a reserved listing waits for the buyer's signature. */
export const RESERVATION_MINUTES = 10;

export function reservationExpiry(now: Date): Date {
  return new Date(now.getTime() + RESERVATION_MINUTES * 60_000);
}

/**
 * Mints still RESERVED past their expiry become EXPIRED and their listings ACTIVE again, so an
 * abandoned purchase does not hold a collectible off the market. Run before any mint is read or
 * changed, so every caller sees reservations as they stand at `now`.
 */
export async function releaseExpiredReservations(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const expired = await tx
      .update(mints)
      .set({ status: 'EXPIRED' })
      .where(and(eq(mints.status, 'RESERVED'), lte(mints.expiresAt, now)))
      .returning({ listingId: mints.listingId });
    if (expired.length === 0) return;
    await tx
      .update(listings)
      .set({ status: 'ACTIVE' })
      .where(
        and(
          inArray(
            listings.id,
            expired.map(({ listingId }) => listingId),
          ),
          eq(listings.status, 'RESERVED'),
        ),
      );
  });
}

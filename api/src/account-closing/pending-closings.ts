import { asc, count, eq, isNull } from 'drizzle-orm';
import type { PendingAccountClosings } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { accountClosings, users } from '../db/schema.js';

/** How many pending closings the ADMIN's list shows, soonest first. */
export const PENDING_CLOSINGS_SHOWN = 100;

/**
 * The closings still in their grace period, soonest first, for the ADMIN: who (id and public name, never the
 * address), when asked and when due. Read-only: the ADMIN cannot hurry or cancel someone's closing.
 */
export async function pendingClosings(db: Database): Promise<PendingAccountClosings> {
  const rows = await db
    .select({ userId: accountClosings.userId, username: users.username, requestedAt: accountClosings.requestedAt, closesAt: accountClosings.closesAt })
    .from(accountClosings)
    .innerJoin(users, eq(users.id, accountClosings.userId))
    .where(isNull(accountClosings.closedAt))
    .orderBy(asc(accountClosings.closesAt))
    .limit(PENDING_CLOSINGS_SHOWN);
  const [total] = await db.select({ value: count() }).from(accountClosings).where(isNull(accountClosings.closedAt));
  return {
    records: rows.map((row) => ({ ...row, requestedAt: row.requestedAt.toISOString(), closesAt: row.closesAt.toISOString() })),
    total: total?.value ?? 0,
  };
}

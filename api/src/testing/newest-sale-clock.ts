import { max } from 'drizzle-orm';
import type { OpenDatabase } from '../db/open-database.js';
import { transactions } from '../db/schema.js';

/**
 * A minute after the newest seeded sale: the "now" of a test that counts sales in windows, so every window
 * holds the same sales whenever the test runs (the seed's history is relative to when it was seeded).
 */
export async function justAfterNewestSale(db: OpenDatabase['db']): Promise<Date> {
  const [newest] = await db.select({ at: max(transactions.completedAt) }).from(transactions);
  return new Date((newest?.at?.getTime() ?? Date.now()) + 60_000);
}

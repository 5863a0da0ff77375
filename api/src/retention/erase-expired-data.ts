import { DATA_RETENTION, type RetainedData, retentionCutoff } from '@marketplace/contracts/wire';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { clientLogs, pageViews, supportTickets, transactions } from '../db/schema.js';

/** How many rows of each kind one round erased. */
export type ErasedCounts = Record<RetainedData, number>;

/**
 * Erases what the privacy policy promises to keep no longer (`DATA_RETENTION`): error reports, page views,
 * support tickets after their last message, and completed ledger entries after ten years (a pending one is
 * a trade still under way, never a record to drop). One statement per kind, each its own transaction:
 * a round cut short erases the rest at the next round, and running it twice (two API instances) erases
 * nothing twice. Rows that cascade with a ledger entry (the send it recorded) go with it.
 */
export async function eraseExpiredData(db: Database, now: Date): Promise<ErasedCounts> {
  const before = (kind: RetainedData) => retentionCutoff(DATA_RETENTION[kind], now);
  const erased = async (statement: Promise<{ id: unknown }[]>) => (await statement).length;
  return {
    errorReports: await erased(
      db
        .delete(clientLogs)
        .where(lt(clientLogs.createdAt, before('errorReports')))
        .returning({ id: clientLogs.id }),
    ),
    pageViews: await erased(
      db
        .delete(pageViews)
        .where(lt(pageViews.createdAt, before('pageViews')))
        .returning({ id: pageViews.id }),
    ),
    supportTickets: await erased(
      db
        .delete(supportTickets)
        .where(lt(supportTickets.updatedAt, before('supportTickets')))
        .returning({ id: supportTickets.id }),
    ),
    ledger: await erased(
      db
        .delete(transactions)
        .where(and(eq(transactions.status, 'COMPLETE'), lt(transactions.createdAt, before('ledger'))))
        .returning({ id: transactions.id }),
    ),
  };
}

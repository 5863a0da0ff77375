import { DATA_RETENTION, retentionCutoff } from '@marketplace/contracts/wire';
import { inArray } from 'drizzle-orm';
import type { OpenDatabase } from '../db/open-database.js';
import { clientLogs, pageViews, supportTickets, transactions } from '../db/schema.js';
import { openTestDatabase } from '../testing/test-database.js';
import { eraseExpiredData } from './erase-expired-data.js';

const NOW = new Date('2026-12-02T12:00:00Z');
const SECOND = 1000;
/** Just past the period (due) and just inside it (kept). */
const justBefore = (cutoff: Date) => new Date(cutoff.getTime() - SECOND);
const justAfter = (cutoff: Date) => new Date(cutoff.getTime() + SECOND);

describe('the cut-off of a retention period', () => {
  it('counts days, calendar months and calendar years back from now, in UTC', () => {
    expect(retentionCutoff({ days: 90 }, NOW).toISOString()).toBe('2026-09-03T12:00:00.000Z');
    expect(retentionCutoff({ months: 13 }, NOW).toISOString()).toBe('2025-11-02T12:00:00.000Z');
    expect(retentionCutoff({ years: 2 }, NOW).toISOString()).toBe('2024-12-02T12:00:00.000Z');
  });
});

describe('erasing what the privacy policy keeps no longer', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  // Before the next test adds rows dated around a fixed day, which today may already be past.
  it('keeps the seeded site whole: nothing seeded is past its period today', async () => {
    expect(await eraseExpiredData(database.db, new Date())).toEqual({ errorReports: 0, pageViews: 0, supportTickets: 0, ledger: 0 });
  });

  it('erases each kind once its period is over, keeps what is inside it, and erases nothing twice', async () => {
    const { db } = database;
    const cutoff = (kind: keyof typeof DATA_RETENTION) => retentionCutoff(DATA_RETENTION[kind], NOW);
    const logs = await db
      .insert(clientLogs)
      .values([
        { event: 'retention-test', status: 0, message: 'old', data: '{}', createdAt: justBefore(cutoff('errorReports')) },
        { event: 'retention-test', status: 0, message: 'recent', data: '{}', createdAt: justAfter(cutoff('errorReports')) },
      ])
      .returning({ id: clientLogs.id, message: clientLogs.message });
    const views = await db
      .insert(pageViews)
      .values([
        { path: '/old', locale: 'en', visitorId: 'retention-test', createdAt: justBefore(cutoff('pageViews')) },
        { path: '/recent', locale: 'en', visitorId: 'retention-test', createdAt: justAfter(cutoff('pageViews')) },
      ])
      .returning({ id: pageViews.id, path: pageViews.path });
    const ticket = { email: 'retention@example.com', topic: 'OTHER', message: 'Hello' };
    const tickets = await db
      .insert(supportTickets)
      .values([
        // Opened long ago, but its last message is recent: kept.
        { ...ticket, createdAt: justBefore(cutoff('supportTickets')), updatedAt: justAfter(cutoff('supportTickets')) },
        { ...ticket, createdAt: justBefore(cutoff('supportTickets')), updatedAt: justBefore(cutoff('supportTickets')) },
      ])
      .returning({ id: supportTickets.id, updatedAt: supportTickets.updatedAt });
    const trades = await db
      .insert(transactions)
      .values([
        { kind: 'PURCHASE', amountWei: '1', status: 'COMPLETE' as const, createdAt: justBefore(cutoff('ledger')) },
        { kind: 'PURCHASE', amountWei: '2', status: 'COMPLETE' as const, createdAt: justAfter(cutoff('ledger')) },
        // A trade still under way is never a record to drop, however old.
        { kind: 'PURCHASE', amountWei: '3', status: 'PENDING' as const, createdAt: justBefore(cutoff('ledger')) },
      ])
      .returning({ id: transactions.id, amountWei: transactions.amountWei });

    expect(await eraseExpiredData(db, NOW)).toEqual({ errorReports: 1, pageViews: 1, supportTickets: 1, ledger: 1 });

    const left = {
      logs: await db
        .select({ message: clientLogs.message })
        .from(clientLogs)
        .where(
          inArray(
            clientLogs.id,
            logs.map((row) => row.id),
          ),
        ),
      views: await db
        .select({ path: pageViews.path })
        .from(pageViews)
        .where(
          inArray(
            pageViews.id,
            views.map((row) => row.id),
          ),
        ),
      tickets: await db
        .select({ id: supportTickets.id })
        .from(supportTickets)
        .where(
          inArray(
            supportTickets.id,
            tickets.map((row) => row.id),
          ),
        ),
      trades: await db
        .select({ amountWei: transactions.amountWei })
        .from(transactions)
        .where(
          inArray(
            transactions.id,
            trades.map((row) => row.id),
          ),
        ),
    };
    expect(left.logs).toEqual([{ message: 'recent' }]);
    expect(left.views).toEqual([{ path: '/recent' }]);
    expect(left.tickets).toEqual([{ id: tickets[0]!.id }]);
    expect(left.trades.map((row) => row.amountWei).sort()).toEqual(['2', '3']);

    expect(await eraseExpiredData(db, NOW)).toEqual({ errorReports: 0, pageViews: 0, supportTickets: 0, ledger: 0 });
  });
});

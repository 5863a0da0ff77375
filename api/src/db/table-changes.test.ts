import { eq, sql } from 'drizzle-orm';
import type { OpenDatabase } from './open-database.js';
import { merchants, rates, settings } from './schema.js';
import { tableChangesOf, type TableChangeFeed } from './table-changes.js';
import { openTestDatabase } from '../testing/test-database.js';

let database: OpenDatabase;
let feed: TableChangeFeed;

beforeAll(async () => {
  database = await openTestDatabase();
  feed = tableChangesOf(database.db)!;
});

afterAll(() => database.close());

/** Counts the changes the feed reports for `table` while `run` runs. */
async function changesReportedFor(table: Parameters<TableChangeFeed['subscribe']>[0][number], run: () => Promise<unknown>): Promise<number> {
  let reported = 0;
  const stop = feed.subscribe([table], () => {
    reported += 1;
  });
  try {
    await run();
  } finally {
    stop();
  }
  return reported;
}

describe('the table-change feed of a database opened by openDatabase', () => {
  it('is there, and says whether it sees every write: PGlite yes, a PostgreSQL server that others may share no', () => {
    expect(feed).not.toBeNull();
    expect(feed.seesEveryWrite).toBe(!process.env.DATABASE_URL);
  });

  it('reports an update, an insert and a delete made through the database, each to the listeners of its table', async () => {
    const { db } = database;

    const updates = await changesReportedFor(rates, () => db.update(rates).set({ price: 0.06 }).where(eq(rates.product, 'GEM')));
    const inserts = await changesReportedFor(settings, () => db.insert(settings).values({ key: 'table-changes-test' }));
    const deletes = await changesReportedFor(settings, () => db.delete(settings).where(eq(settings.key, 'table-changes-test')));

    // On PostgreSQL the trigger's notification of the same write may follow: heard at least once each.
    expect([updates, inserts, deletes].map((reports) => reports >= 1)).toEqual([true, true, true]);
  });

  it('reports a write inside a transaction', async () => {
    const reported = await changesReportedFor(rates, () =>
      database.db.transaction(async (tx) => {
        await tx.update(rates).set({ price: 0.07 }).where(eq(rates.product, 'GEM'));
      }),
    );

    expect(reported).toBeGreaterThanOrEqual(1);
  });

  it('reports nothing for reads, nor for writes to other tables', async () => {
    const reported = await changesReportedFor(merchants, async () => {
      await database.db.select().from(merchants);
      await database.db.update(rates).set({ price: 0.05 }).where(eq(rates.product, 'GEM'));
    });

    expect(reported).toBe(0);
  });

  it("is told of every table by migration 0019's triggers, so another instance hears every write, cascades included", async () => {
    const { rows } = (await database.db.execute(sql`
      select tablename from pg_tables t where schemaname = 'public'
        and tablename not in ('rate_limits', 'idempotent_requests')
        and not exists (
          select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
          where c.relname = t.tablename and g.tgname = 'notify_table_change'
        )`)) as unknown as { rows: { tablename: string }[] };

    // A table added later needs the trigger too (see migration 0019): this names any that lacks it.
    expect(rows.map((row) => row.tablename)).toEqual([]);
  });
});

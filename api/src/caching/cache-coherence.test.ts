import { eq, sql } from 'drizzle-orm';
import { merchants } from '../db/schema.js';
import { TABLE_CHANGES_APPLICATION, tableChangesOf, type TableChangeFeed } from '../db/table-changes.js';
import { describeOnPostgres } from '../testing/on-postgres.js';
import { openTestInstances, type TestInstances } from '../testing/test-instances.js';

/** Answers when `feed` next reports a change of `merchants`. */
function nextMerchantChange(feed: TableChangeFeed): Promise<void> {
  return new Promise((resolve) => {
    const stop = feed.subscribe([merchants], () => {
      stop();
      resolve();
    });
  });
}

/** Answers when `feed` turns coherent (true) or deaf (false). */
function coherence(feed: TableChangeFeed, wanted: boolean): Promise<void> {
  if (feed.coherent === wanted) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = feed.onCoherenceChange((coherent) => {
      if (coherent !== wanted) return;
      stop();
      resolve();
    });
  });
}

describeOnPostgres('read caches of several API instances on one PostgreSQL', () => {
  let cluster: TestInstances;
  let renames = 0;

  // A minute of cache life: only the notification can explain an instance seeing another's write at once.
  beforeAll(async () => {
    cluster = await openTestInstances(2, { hotReadTtlMs: 60_000 });
  });
  afterAll(() => cluster.close());

  const merchantNameOn = async (index: number) => {
    const answer = await cluster.instances[index]!.app.inject({ method: 'GET', url: '/api/merchants' });
    return (answer.json() as { payload: { id: string; name: string }[] }).payload.find((merchant) => merchant.id === 'diamond-dreams')?.name;
  };
  const renameOn = async (index: number) => {
    renames += 1;
    const name = `Diamond Dreams ${renames}`;
    await cluster.instances[index]!.db.update(merchants).set({ name }).where(eq(merchants.id, 'diamond-dreams'));
    return name;
  };

  it("forget, within 100 ms, what another instance's committed write changed", async () => {
    const [first] = cluster.instances;
    const feed = tableChangesOf(first!.db)!;
    expect(feed.coherent).toBe(true);
    await merchantNameOn(0); // kept by the first instance from now on

    const heard = nextMerchantChange(feed);
    const writtenAt = performance.now();
    const name = await renameOn(1);
    await heard;

    expect(performance.now() - writtenAt).toBeLessThan(100);
    expect(await merchantNameOn(0)).toBe(name);
  });

  it('keep nothing while the notification connection is down, and cache again once it is back', async () => {
    const feed = tableChangesOf(cluster.instances[0]!.db)!;
    await merchantNameOn(0);

    const warnings = jest.spyOn(console, 'error').mockImplementation(() => {});
    const deaf = coherence(feed, false);
    await cluster.instances[1]!.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${TABLE_CHANGES_APPLICATION} and datname = current_database()`,
    );
    await deaf;
    const back = coherence(feed, true);
    // The operator is told why the caches stopped, without anything secret.
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining('table change notifications lost'));
    warnings.mockRestore();

    // Nobody can tell the first instance now, so only reading the database can show the new name.
    const unheard = await renameOn(1);
    expect(await merchantNameOn(0)).toBe(unheard);

    await back;
    await merchantNameOn(0);
    const heard = nextMerchantChange(feed);
    const name = await renameOn(1);
    await heard;
    expect(await merchantNameOn(0)).toBe(name);
  });
});

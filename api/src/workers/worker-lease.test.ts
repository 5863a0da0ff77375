import { eq, sql } from 'drizzle-orm';
import { PRODUCT } from '@marketplace/contracts/wire';
import type { OpenDatabase } from '../db/open-database.js';
import { openSeededDatabase } from '../seed/open-seeded-database.js';
import { rates } from '../db/schema.js';
import { tickRate } from '../rates/rate-ticker.js';
import { describeOnPostgres } from '../testing/on-postgres.js';
import { createTestDatabaseLocation, openTestDatabase } from '../testing/test-database.js';
import { leasedRound, WORKER_LEASE_APPLICATION, workerLeaseFor, type WorkerLease } from './worker-lease.js';

/** Every tick a full step up: the price tells how many ticks ran. */
const STEP_UP = () => 1;

async function priceOf(database: OpenDatabase): Promise<number> {
  const [row] = await database.db.select({ price: rates.price }).from(rates).where(eq(rates.product, PRODUCT));
  return Number(row!.price);
}

describe('a worker lease of the only instance', () => {
  it('is held, round after round', async () => {
    const database = await openTestDatabase();
    try {
      const lease = workerLeaseFor(database.db, 'rate-ticker');
      expect([await lease.holds(), await lease.holds()]).toEqual([true, true]);
      await lease.release();
    } finally {
      await database.close();
    }
  });
});

describeOnPostgres('a worker lease shared by two API instances on one PostgreSQL', () => {
  let first: OpenDatabase;
  let second: OpenDatabase;
  let removeDatabase: () => Promise<void>;
  let leases: WorkerLease[] = [];

  beforeAll(async () => {
    const { location, remove } = await createTestDatabaseLocation();
    removeDatabase = remove;
    first = await openSeededDatabase(location);
    second = await openSeededDatabase(location);
  });

  afterEach(async () => {
    for (const lease of leases) await lease.release();
    leases = [];
  });

  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await removeDatabase();
  });

  const leaseOn = (database: OpenDatabase, worker = 'rate-ticker') => {
    const lease = workerLeaseFor(database.db, worker);
    leases.push(lease);
    return lease;
  };

  it('lets one instance run the rate ticker, and only one, when both tick together', async () => {
    const before = await priceOf(first);
    const rounds = [first, second].map((database) => leasedRound(leaseOn(database), () => tickRate({ db: database.db, random: STEP_UP })));

    const ran = await Promise.all([...rounds, ...rounds].map((round) => round()));

    expect(ran.filter(Boolean)).toHaveLength(2); // the holder's two rounds, none of the other's
    expect(ran[0]).toBe(ran[2]);
    expect(await priceOf(first)).toBeCloseTo(before * 1.005 ** 2, 6);
  });

  it('hands the worker over at the next round when the instance that held it dies', async () => {
    const holder = leaseOn(first);
    const standby = leaseOn(second);
    const standbyRound = leasedRound(standby, () => tickRate({ db: second.db, random: STEP_UP }));
    expect(await holder.holds()).toBe(true);
    expect(await standbyRound()).toBe(false);

    // The holder's process dies: the server ends its session (and so its lock) as it would a dropped connection.
    await second.db.execute(sql`
      select pg_terminate_backend(a.pid, 5000) from pg_stat_activity a join pg_locks l on l.pid = a.pid
      where a.application_name = ${WORKER_LEASE_APPLICATION} and a.datname = current_database() and l.locktype = 'advisory' and l.granted`);
    const before = await priceOf(second);

    expect(await standbyRound()).toBe(true);
    expect(await priceOf(second)).toBeCloseTo(before * 1.005, 6);
    // The old holder, should it come back, finds the lock taken and stands by.
    expect(await holder.holds()).toBe(false);
  });

  it('keeps the leases of different workers apart', async () => {
    expect(await leaseOn(first, 'rate-ticker').holds()).toBe(true);
    expect(await leaseOn(second, 'settlement').holds()).toBe(true);
  });

  it('passes to a standby instance once the holder releases it (the app closing)', async () => {
    const holder = leaseOn(first, 'settlement');
    const standby = leaseOn(second, 'settlement');
    expect(await holder.holds()).toBe(true);
    expect(await standby.holds()).toBe(false);

    await holder.release();

    expect(await standby.holds()).toBe(true);
  });
});

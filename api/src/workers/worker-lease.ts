import pg from 'pg';
import type { Database } from '../db/database.js';
import { postgresPoolOf } from '../db/postgres-pool.js';

/** How a lease's connection names itself in `pg_stat_activity`. */
export const WORKER_LEASE_APPLICATION = 'marketplace-worker-lease';

export interface WorkerLease {
  /**
   * Whether this instance is the one to run the worker now: true while it holds the worker's lock, and
   * takes the lock when it is free (its holder stopped or died). Asked before every round.
   */
  holds(): Promise<boolean>;
  /** Gives the lock up (the app closing), so another instance takes over at its next round. */
  release(): Promise<void>;
}

/**
 * One background worker of a kind (the rate ticker, the settlement) across every API instance on the
 * database: a PostgreSQL session advisory lock, held on a connection of the lease's own. The lock lives
 * as long as that session, so an instance that dies (process killed, machine gone) frees it with its
 * connection, and another instance takes it at its next round: the hand-over takes at most one round.
 * A session found alive by a query still holds its lock; one that fails is dropped and held no longer.
 * On embedded PGlite one process owns the database, so it always holds the lease.
 */
/** The lease of a worker nobody else runs (one process, tests). */
export const ALWAYS_HELD: WorkerLease = { holds: async () => true, release: async () => {} };

export function workerLeaseFor(db: Database, worker: string): WorkerLease {
  const pool = postgresPoolOf(db);
  if (!pool) return ALWAYS_HELD;
  const connectionOptions = pool.options;

  let client: pg.Client | null = null;
  let held = false;

  const drop = () => {
    const dropped = client;
    client = null;
    held = false;
    dropped?.removeAllListeners();
    dropped?.on('error', () => {});
    return dropped?.end().catch(() => {});
  };

  async function session(): Promise<pg.Client> {
    if (client) return client;
    const fresh = new pg.Client({ ...connectionOptions, application_name: WORKER_LEASE_APPLICATION });
    fresh.on('error', () => {
      if (client === fresh) void drop();
    });
    await fresh.connect();
    client = fresh;
    return fresh;
  }

  async function ask(): Promise<boolean> {
    // A session that failed is dropped, and its lock with it; the round tries once more on a fresh one.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        const connection = await session();
        if (held) {
          await connection.query('select 1');
          return true;
        }
        const { rows } = await connection.query<{ taken: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as taken', [`worker:${worker}`]);
        held = rows[0]?.taken === true;
        return held;
      } catch {
        await drop();
      }
    }
    return false;
  }

  // One question at a time: two rounds asking together must not open two sessions (one would keep a lock nobody releases).
  let asking: Promise<boolean> = Promise.resolve(false);
  return {
    holds() {
      asking = asking.then(ask, ask);
      return asking;
    },
    async release() {
      await asking.catch(() => {});
      // Unlocked before the session ends, so a standby's very next round finds the lock free.
      if (held) await client?.query('select pg_advisory_unlock_all()').catch(() => {});
      await drop();
    },
  };
}

/** `round`, run only by the instance that holds `lease`; answers whether it ran. */
export function leasedRound(lease: WorkerLease, round: () => Promise<unknown>): () => Promise<boolean> {
  return async () => {
    if (!(await lease.holds())) return false;
    await round();
    return true;
  };
}

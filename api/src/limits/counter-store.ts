import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/database.js';
import { postgresPoolOf } from '../db/postgres-pool.js';
import { getTableName } from 'drizzle-orm';
import { rateLimits } from '../db/schema.js';

export interface CounterOptions {
  /** Names the counter; keys of different counters never meet. */
  name: string;
  /** Points a key may spend within one window. */
  points: number;
  /** The window, from a key's first point; the key is forgotten when it ends. */
  durationMs: number;
}

export interface CounterStore {
  /** True when the counts are shared by every instance on the database (PostgreSQL). */
  readonly shared: boolean;
  counter(options: CounterOptions): RateLimiterAbstract;
}

/**
 * Where the API's limits count, through `rate-limiter-flexible`: on PostgreSQL its RateLimiterPostgres
 * in the `rate_limits` table (one atomic upsert per point, so N instances allow what one does, and
 * expired rows are deleted by the library); on embedded PGlite, which one process owns, its
 * RateLimiterMemory, whose keys are dropped when their window ends (memory does not grow with every
 * address ever seen).
 */
export function counterStoreFor(db: Database): CounterStore {
  const pool = postgresPoolOf(db);
  if (!pool)
    return { shared: false, counter: ({ name, points, durationMs }) => new RateLimiterMemory({ keyPrefix: name, points, duration: durationMs / 1000 }) };
  return {
    shared: true,
    counter: ({ name, points, durationMs }) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: getTableName(rateLimits),
        // Migration 0019 made it; the library must not issue DDL from several instances at once.
        tableCreated: true,
        keyPrefix: name,
        points,
        duration: durationMs / 1000,
      }),
  };
}

import pg from 'pg';
import type { Database } from './database.js';

/**
 * The pg pool below a database opened on a PostgreSQL server, or null for embedded PGlite. What several
 * instances share lives there (limit counters, advisory locks, notifications); PGlite belongs to one
 * process (its data folder is locked), so that process keeps those in memory.
 */
export function postgresPoolOf(db: Database): pg.Pool | null {
  const client: unknown = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './database.js';
import { lockDataFolder } from './data-folder-lock.js';
import * as schema from './schema.js';
import { TABLE_CHANGES_APPLICATION, TableChangeFeed } from './table-changes.js';
import { loggableError } from '../logging/loggable-error.js';

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * Where the data lives: embedded PGlite (in a folder, or in memory when `dataDir` is absent; in memory it
 * may start from a dumped data folder, `loadDataDir`) or a PostgreSQL server reached through `url`.
 */
export type DatabaseLocation = { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob } | { kind: 'postgres'; url: string };

export interface OpenDatabase {
  db: Database;
  close(): Promise<void>;
}

/** Opens the database and brings its schema up to date; the seed is the caller's (`seed/open-seeded-database.ts`). */
export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  return location.kind === 'postgres' ? openPostgres(location.url) : openPglite(location.dataDir, location.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<OpenDatabase> {
  // A folder is one process's: claimed before PGlite touches it (memory needs no claim).
  const lock = dataDir ? lockDataFolder(dataDir) : null;
  const release = () => lock?.release();
  let client: PGlite;
  try {
    // pg_trgm: the site search's trigram index (migration 0017); PostgreSQL ships it, PGlite loads it here.
    const extensions = { pg_trgm };
    client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}), extensions });
  } catch (error) {
    release();
    throw error;
  }
  const close = async () => {
    try {
      await client.close();
    } finally {
      release();
    }
  };
  try {
    const db = drizzlePglite({ client, schema, cache: new TableChangeFeed(true) });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** How long a query waits for a connection while the server is away, before the API answers 503. */
export const CONNECT_TIMEOUT_MS = 3000;

/**
 * An idle client of the pool that loses its server (a restart, a dropped connection) emits 'error' on
 * the pool; unhandled, that ends the process. It is logged instead — the pool drops that client and
 * connects anew for the next query, so the API recovers by itself when the server returns.
 */
export function keepPoolAlive(pool: pg.Pool, log: (line: string) => void = (line) => console.error(line)): void {
  pool.on('error', (error) => log(JSON.stringify({ level: 'error', msg: 'database connection lost', err: loggableError(error) })));
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  keepPoolAlive(pool);
  const feed = new TableChangeFeed(false);
  const close = async () => {
    await feed.close();
    await pool.end();
  };
  try {
    const db = drizzlePostgres({ client: pool, schema, cache: feed });
    await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // After the migration: the channel's triggers exist from then on.
    await feed.listen(
      () => new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, application_name: TABLE_CHANGES_APPLICATION }),
      (message, error) => console.error(JSON.stringify({ level: 'warn', msg: message, ...(error ? { err: loggableError(error) } : {}) })),
    );
    return { db, close };
  } catch (error) {
    await close();
    throw error;
  }
}

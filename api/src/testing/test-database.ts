import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseLocation, OpenDatabase } from '../db/open-database.js';
import { openSeededDatabase } from '../seed/open-seeded-database.js';
import { withServer } from './postgres-server.js';
import { SEEDED_TEMPLATE_VARIABLE, seededPgliteDump } from './seeded-test-database.js';

export interface TestDatabaseLocation {
  location: DatabaseLocation;
  remove(): Promise<void>;
}

/**
 * A database of its own for one test file. With `DATABASE_URL` set it is a fresh database on that
 * PostgreSQL server (dropped by `remove`), so suites can run side by side; otherwise PGlite,
 * in memory, or in a temporary folder when the test needs the data to outlive a close. In a Jest run
 * an in-memory or server database starts as a copy of the run's seeded one (seeded-test-database.ts),
 * unless the test is about the seeding itself (`empty`).
 */
export async function createTestDatabaseLocation({ onDisk = false, empty = false } = {}): Promise<TestDatabaseLocation> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl, { empty });

  if (!onDisk) {
    const seeded = empty ? undefined : seededPgliteDump();
    return { location: { kind: 'pglite', ...(seeded ? { loadDataDir: seeded } : {}) }, remove: async () => {} };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-api-'));
  return { location: { kind: 'pglite', dataDir }, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

/** Opens a migrated, seeded test database; `close` also removes it. */
export async function openTestDatabase(): Promise<OpenDatabase> {
  const { location, remove } = await createTestDatabaseLocation();
  const database = await openSeededDatabase(location);
  return {
    db: database.db,
    close: async () => {
      await database.close();
      await remove();
    },
  };
}

async function createPostgresDatabase(serverUrl: string, { empty }: { empty: boolean }): Promise<TestDatabaseLocation> {
  const name = `marketplace_test_${randomBytes(6).toString('hex')}`;
  // A copy of the run's seeded template when there is one (seeded-test-database.ts), else an empty database that opening migrates and seeds.
  const template = empty ? undefined : process.env[SEEDED_TEMPLATE_VARIABLE];
  const create = template ? sql`create database ${sql.identifier(name)} template ${sql.identifier(template)}` : sql`create database ${sql.identifier(name)}`;
  await withServer(serverUrl, (server) => server.execute(create));

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    location: { kind: 'postgres', url: url.toString() },
    remove: () => withServer(serverUrl, (server) => server.execute(sql`drop database if exists ${sql.identifier(name)} with (force)`)),
  };
}

import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.js';
import type { Database } from '../db/database.js';
import type { OpenDatabase } from '../db/open-database.js';
import { openSeededDatabase } from '../seed/open-seeded-database.js';
import { createTestDatabaseLocation } from './test-database.js';

export interface TestInstance {
  app: FastifyInstance;
  db: Database;
}

export interface TestInstances {
  instances: TestInstance[];
  close(): Promise<void>;
}

/**
 * `count` API instances on one fresh PostgreSQL test database, each with its own pool (and so its own
 * notification listener and lock connection), as separate servers would have: what one instance
 * counts, caches or locks, the others must see. PostgreSQL only (`describeOnPostgres`).
 */
export async function openTestInstances(count: number, options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<TestInstances> {
  const { location, remove } = await createTestDatabaseLocation();
  if (location.kind !== 'postgres') throw new Error('several instances share a PostgreSQL server: set DATABASE_URL');
  const databases: OpenDatabase[] = [];
  const instances: TestInstance[] = [];
  for (let index = 0; index < count; index += 1) {
    const database = await openSeededDatabase(location);
    databases.push(database);
    const app = await buildApp({
      db: database.db,
      logger: false,
      rateTickMs: null,
      settleAfterMs: null,
      walletMoveRoundMs: null,
      identityProviders: { localStandIns: true },
      ...options,
    });
    instances.push({ app, db: database.db });
  }
  return {
    instances,
    async close() {
      for (const { app } of instances) await app.close();
      for (const database of databases) await database.close();
      await remove();
    },
  };
}

import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { tableChangesOf } from '../db/table-changes.js';
import { createReadCache, type ReadCache, type ReadCacheOptions } from './read-cache.js';

/** A read cache told of every write through the app's database, that stops listening when the app closes. */
export function appReadCache<V>(app: FastifyInstance, db: Database, options: Omit<ReadCacheOptions, 'now'>): ReadCache<V> {
  const cache = createReadCache<V>(tableChangesOf(db), options);
  app.addHook('onClose', async () => cache.close());
  return cache;
}

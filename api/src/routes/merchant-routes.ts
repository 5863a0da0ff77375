import { asc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Merchant } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { appReadCache } from '../caching/app-read-cache.js';
import { jsonAnswer, sendPublicJson, type JsonAnswer } from '../caching/json-answer.js';
import { merchants } from '../db/schema.js';

export const merchantRoutes: FastifyPluginAsync<AppContext> = async (app, { db, hotReadTtlMs }) => {
  // Read on every page of the site and changed almost never: kept until a write to the table.
  const merchantList = appReadCache<JsonAnswer<Merchant[]>>(app, db, { dependsOn: [merchants], ttlMs: hotReadTtlMs, maxEntries: 1 });

  // Inactive merchants are listed too: the client decides what an inactive merchant shows.
  app.get('/api/merchants', async (request, reply) => {
    const answer = await merchantList.read('all', async () => {
      const rows: Merchant[] = await db.select().from(merchants).orderBy(asc(merchants.name));
      return jsonAnswer(rows);
    });
    return sendPublicJson(request, reply, answer);
  });
};

import { asc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope } from '@marketplace/contracts/src/api/envelope';
import type { Merchant } from '@marketplace/contracts/src/entities/merchant';
import type { Database } from '../db/database.js';
import { merchants } from '../db/schema.js';
import { okEnvelope } from '../envelope.js';

export const merchantRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  // Inactive merchants are listed too: the client decides what an inactive merchant shows.
  app.get('/api/merchants', async (): Promise<ApiEnvelope<Merchant[]>> => {
    const rows: Merchant[] = await db.select().from(merchants).orderBy(asc(merchants.name));
    return okEnvelope(rows);
  });
};

import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope } from '@marketplace/contracts/src/api/envelope';
import type { RateSnapshot } from '@marketplace/contracts/src/entities/rate';
import type { Database } from '../db/database.js';
import { rates } from '../db/schema.js';
import { errorEnvelope, okEnvelope } from '../envelope.js';

export const rateRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Params: { product: string } }>(
    '/api/rates/:product-usd',
    async (request, reply): Promise<ApiEnvelope<RateSnapshot | null>> => {
      const [rate] = await db
        .select({ price: rates.price })
        .from(rates)
        .where(eq(rates.product, request.params.product.toUpperCase()));

      if (!rate) {
        reply.code(404);
        return errorEnvelope(404, 'Rate not found');
      }
      return okEnvelope({ price: rate.price });
    },
  );
};

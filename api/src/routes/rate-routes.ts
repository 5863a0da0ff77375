import type { FastifyPluginAsync } from 'fastify';
import type { RateSnapshot } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { appReadCache } from '../caching/app-read-cache.js';
import { jsonAnswer, sendPublicJson, type JsonAnswer } from '../caching/json-answer.js';
import { rates } from '../db/schema.js';
import { errorEnvelope } from '../http/envelope.js';

export const rateRoutes: FastifyPluginAsync<AppContext> = async (app, { db, hotReadTtlMs }) => {
  // The whole (one-row-per-product) table is kept, so asking for made-up products grows nothing. The
  // ticker's writes are seen at once; another server's tick within the time to live.
  const rateAnswers = appReadCache<Map<string, JsonAnswer<RateSnapshot>>>(app, db, { dependsOn: [rates], ttlMs: hotReadTtlMs, maxEntries: 1 });

  app.get<{ Params: { product: string } }>('/api/rates/:product-usd', async (request, reply) => {
    const answers = await rateAnswers.read('all', async () => {
      const rows = await db.select({ product: rates.product, price: rates.price }).from(rates);
      return new Map(rows.map(({ product, price }) => [product, jsonAnswer<RateSnapshot>({ price })]));
    });
    const answer = answers.get(request.params.product.toUpperCase());
    if (!answer) return reply.code(404).send(errorEnvelope(404, 'Rate not found'));
    return sendPublicJson(request, reply, answer);
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { type MarketStats, type PriceHistory, priceHistoryQuerySchema, type StackStats } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { appReadCache } from '../caching/app-read-cache.js';
import { jsonAnswer, sendPublicJson, type JsonAnswer } from '../caching/json-answer.js';
import { merchantParamsSchema, merchantStackParamsSchema } from '../catalogue/catalogue-params.js';
import { marketStats, stackStats } from '../catalogue/market-figures.js';
import { MERCHANT_NOT_FOUND, requireActiveMerchant } from '../catalogue/merchant-lookup.js';
import { priceHistory } from '../catalogue/price-history.js';
import type { Database } from '../db/database.js';
import { collectibles, listings, merchants, transactions } from '../db/schema.js';
import { notFound } from '../validation/client-error.js';
import { parseRequest } from '../validation/parse-request.js';

/**
 * Answers kept per read: one per item type and range, per market, per stack. Each is a few KB (a
 * history's 500 sales some 30 KB), so a few MB at most.
 */
const ANSWERS_KEPT = 300;

/** A collectible of a merchant switched off still has a history to show: only an unknown merchant is a 404. */
async function requireKnownMerchant(db: Database, merchantId: string): Promise<void> {
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId));
  if (!merchant) throw notFound(MERCHANT_NOT_FOUND);
}

/**
 * Issue 23: an item type's price history and a market's figures, public like the pages that show them.
 * They are aggregates over moving windows ending now, so a kept answer is at most the hot reads' TTL old,
 * and any sale, listing or collectible change forgets it at once.
 */
export const marketStatsRoutes: FastifyPluginAsync<AppContext> = async (app, { db, hotReadTtlMs }) => {
  const options = { dependsOn: [transactions, listings, collectibles, merchants], ttlMs: hotReadTtlMs, maxEntries: ANSWERS_KEPT };
  const histories = appReadCache<JsonAnswer<PriceHistory>>(app, db, options);
  const markets = appReadCache<JsonAnswer<MarketStats>>(app, db, options);
  const stacks = appReadCache<JsonAnswer<StackStats>>(app, db, options);

  app.get('/api/merchants/:merchantId/sets/:setId/price-history', async (request, reply) => {
    const { merchantId, setId } = parseRequest('params', merchantStackParamsSchema, request.params);
    const { range } = parseRequest('query', priceHistoryQuerySchema, request.query);
    const answer = await histories.read(`${merchantId}/${setId}/${range}`, async () => {
      await requireKnownMerchant(db, merchantId);
      return jsonAnswer(await priceHistory(db, { merchantId, setId }, range, new Date()));
    });
    return sendPublicJson(request, reply, answer);
  });

  app.get('/api/merchants/:merchantId/market/stats', async (request, reply) => {
    const { merchantId } = parseRequest('params', merchantParamsSchema, request.params);
    const answer = await markets.read(merchantId, async () => {
      await requireActiveMerchant(db, merchantId);
      return jsonAnswer(await marketStats(db, merchantId, new Date()));
    });
    return sendPublicJson(request, reply, answer);
  });

  app.get('/api/merchants/:merchantId/market/stacks/:setId/stats', async (request, reply) => {
    const { merchantId, setId } = parseRequest('params', merchantStackParamsSchema, request.params);
    const answer = await stacks.read(`${merchantId}/${setId}`, async () => {
      await requireActiveMerchant(db, merchantId);
      return jsonAnswer(await stackStats(db, merchantId, setId, new Date()));
    });
    return sendPublicJson(request, reply, answer);
  });
};

import type { FastifyPluginAsync } from 'fastify';
import {
  type ApiEnvelope,
  type ListingBulkAnswer,
  listingBulkRequestSchema,
  type MarketListing,
  marketListingCreateSchema,
  marketListingPriceSchema,
  marketListingsQuerySchema,
  type MarketStack,
  marketStacksQuerySchema,
  type OwnListing,
  ownListingsQuerySchema,
  type PagedAnswer,
  type RecordList,
  type StackCompletion,
  stackListingsQuerySchema,
  uuidParamsSchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { appReadCache } from '../caching/app-read-cache.js';
import { jsonAnswer, sendJson, sendPublicJson, type JsonAnswer } from '../caching/json-answer.js';
import { merchantListingParamsSchema, merchantParamsSchema, merchantStackParamsSchema } from '../catalogue/catalogue-params.js';
import { cancelMarketListing, listOnMarket } from '../commerce/market-listing-changes.js';
import { marketListing, marketListingSets, marketListings, marketStacks, ownMarketListings, stackListings } from '../catalogue/market-queries.js';
import { requireActiveMerchant } from '../catalogue/merchant-lookup.js';
import { stackCompletion } from '../catalogue/stack-completion.js';
import { collectibles, listings, merchantCategories, merchants, users } from '../db/schema.js';
import { changeListingPrice } from '../commerce/listing-price.js';
import { applyListingChanges } from '../commerce/listing-bulk-changes.js';
import { assertListingSignedBySeller } from '../commerce/listing-signature.js';
import { okEnvelope } from '../http/envelope.js';
import { answerKeptAtCommit } from '../idempotency/answer-kept-at-commit.js';
import { parseRequest } from '../validation/parse-request.js';

/** Searches kept per merchant, viewer and query: a page of 100 listings is some 80 KB, so a few MB at most. */
const LISTING_PAGES_KEPT = 200;

/** Extension of spec §7: a merchant's market (`/market/{merchant}`), public to browse; listing needs the owner. */
export const marketRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth, hotReadTtlMs, shellOrigin, idempotentWrite }) => {
  // Browsing the market is the hot read of a marketplace. Every table a listing page shows or filters
  // on counts (a sale, a new listing, a seller's new name, a merchant switched off, a category), and
  // users and merchants also because deleting one takes listings with it by cascade.
  const listingPages = appReadCache<JsonAnswer<PagedAnswer<MarketListing> | PagedAnswer<MarketStack>>>(app, db, {
    dependsOn: [listings, collectibles, users, merchants, merchantCategories],
    ttlMs: hotReadTtlMs,
    maxEntries: LISTING_PAGES_KEPT,
  });

  app.get('/api/merchants/:merchantId/market/listings', async (request, reply) => {
    const { merchantId } = parseRequest('params', merchantParamsSchema, request.params);
    const query = parseRequest('query', marketListingsQuerySchema, request.query);
    // Signing in is not needed to browse; a signed-in viewer is not shown their own listings.
    const viewerId = (await auth.readSession(request))?.id ?? null;
    const answer = await listingPages.read(`${merchantId} ${viewerId ?? '-'} ${JSON.stringify(query)}`, async () => {
      await requireActiveMerchant(db, merchantId);
      return jsonAnswer(
        query.groupBy === 'SET' ? await marketListingSets(db, merchantId, query, viewerId) : await marketListings(db, merchantId, query, viewerId),
      );
    });
    reply.header('Vary', 'Authorization');
    return viewerId ? sendJson(reply, answer) : sendPublicJson(request, reply, answer);
  });

  app.get('/api/merchants/:merchantId/market/stacks/:setId/completion', async (request, reply): Promise<ApiEnvelope<StackCompletion>> => {
    const { merchantId, setId } = parseRequest('params', merchantStackParamsSchema, request.params);
    await requireActiveMerchant(db, merchantId);
    const viewerId = (await auth.readSession(request))?.id ?? null;
    reply.header('Vary', 'Authorization');
    return okEnvelope(await stackCompletion(db, merchantId, setId, viewerId));
  });

  app.get('/api/merchants/:merchantId/market', async (request): Promise<ApiEnvelope<PagedAnswer<MarketStack>>> => {
    const { merchantId } = parseRequest('params', merchantParamsSchema, request.params);
    await requireActiveMerchant(db, merchantId);
    const query = parseRequest('query', marketStacksQuerySchema, request.query);
    return okEnvelope(await marketStacks(db, merchantId, query));
  });

  app.get('/api/merchants/:merchantId/market/stacks/:setId', async (request): Promise<ApiEnvelope<PagedAnswer<MarketListing>>> => {
    const { merchantId, setId } = parseRequest('params', merchantStackParamsSchema, request.params);
    await requireActiveMerchant(db, merchantId);
    const query = parseRequest('query', stackListingsQuerySchema, request.query);
    return okEnvelope(await stackListings(db, merchantId, setId, query));
  });

  app.get('/api/merchants/:merchantId/market/:listingId', async (request): Promise<ApiEnvelope<MarketListing>> => {
    const { merchantId, listingId } = parseRequest('params', merchantListingParamsSchema, request.params);
    await requireActiveMerchant(db, merchantId);
    return okEnvelope(await marketListing(db, merchantId, listingId));
  });

  // The person's own listings are theirs alone and change with each of their sales: read fresh, never cached.
  app.get('/api/users/self/listings', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<RecordList<OwnListing>>> => {
    const query = parseRequest('query', ownListingsQuerySchema, request.query);
    return okEnvelope(await ownMarketListings(db, sessionUserOf(request).id, query));
  });

  app.post('/api/users/self/listings', { preHandler: [auth.requireAcceptedTerms, idempotentWrite] }, async (request): Promise<ApiEnvelope<MarketListing>> => {
    const { collectibleId, price, signature } = parseRequest('body', marketListingCreateSchema, request.body);
    const sellerId = sessionUserOf(request).id;
    await assertListingSignedBySeller(db, sellerId, { collectibleId, price, signature });
    const keepOutcome = answerKeptAtCommit(request, okEnvelope);
    return okEnvelope(await listOnMarket(db, { shellOrigin }, sellerId, { collectibleId, price, keepOutcome }));
  });

  app.put('/api/users/self/listings/:id/price', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<MarketListing>> => {
    const { id } = parseRequest('params', uuidParamsSchema, request.params);
    const { price, signature } = parseRequest('body', marketListingPriceSchema, request.body);
    return okEnvelope(await changeListingPrice(db, { shellOrigin }, { sellerId: sessionUserOf(request).id, listingId: id, price, signature }));
  });

  // Several of the person's listings at once: each change stands or falls alone (its result says which).
  app.post('/api/users/self/listings/bulk', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<ListingBulkAnswer>> => {
    const { changes, signature } = parseRequest('body', listingBulkRequestSchema, request.body);
    return okEnvelope({ results: await applyListingChanges(db, { shellOrigin }, sessionUserOf(request).id, { changes, signature }) });
  });

  app.delete('/api/users/self/listings/:id', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<MarketListing>> => {
    const { id } = parseRequest('params', uuidParamsSchema, request.params);
    return okEnvelope(await cancelMarketListing(db, sessionUserOf(request).id, id));
  });
};

import type { FastifyPluginAsync } from 'fastify';
import {
  type ApiEnvelope,
  type MarketListing,
  marketListingCreateSchema,
  type MarketStack,
  marketStacksQuerySchema,
  type PagedAnswer,
  stackListingsQuerySchema,
  uuidParamsSchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { merchantListingParamsSchema, merchantParamsSchema, merchantStackParamsSchema } from '../catalogue/catalogue-params.js';
import { cancelMarketListing, listOnMarket } from '../catalogue/market-listing-changes.js';
import { marketListing, marketStacks, stackListings } from '../catalogue/market-queries.js';
import { requireActiveMerchant } from '../catalogue/merchant-lookup.js';
import { okEnvelope } from '../envelope.js';
import { parseRequest } from '../validation/parse-request.js';

/** Extension of spec §7: a merchant's market (`/market/{merchant}`), public to browse; listing needs the owner. */
export const marketRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth }) => {
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

  app.post('/api/users/self/listings', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<MarketListing>> => {
    const body = parseRequest('body', marketListingCreateSchema, request.body);
    return okEnvelope(await listOnMarket(db, sessionUserOf(request).id, body));
  });

  app.delete('/api/users/self/listings/:id', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<MarketListing>> => {
    const { id } = parseRequest('params', uuidParamsSchema, request.params);
    return okEnvelope(await cancelMarketListing(db, sessionUserOf(request).id, id));
  });
};

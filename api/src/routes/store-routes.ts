import type { FastifyPluginAsync } from 'fastify';
import { type ApiEnvelope, type MerchantCategory, type PagedAnswer, type StoreItem, storeItemsQuerySchema } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { merchantListingParamsSchema, merchantParamsSchema } from '../catalogue/catalogue-params.js';
import { categoriesOf, requireActiveMerchant } from '../catalogue/merchant-lookup.js';
import { storeItem, storeItems } from '../catalogue/store-queries.js';
import { okEnvelope } from '../http/envelope.js';
import { parseRequest } from '../validation/parse-request.js';

/** Extension of spec §7: a merchant's store (`/store/{merchant}`), public like the page. */
export const storeRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get('/api/merchants/:merchantId/store/categories', async (request): Promise<ApiEnvelope<MerchantCategory[]>> => {
    const { merchantId } = parseRequest('params', merchantParamsSchema, request.params);
    await requireActiveMerchant(db, merchantId);
    return okEnvelope(await categoriesOf(db, merchantId, 'STORE'));
  });

  app.get('/api/merchants/:merchantId/store', async (request): Promise<ApiEnvelope<PagedAnswer<StoreItem>>> => {
    const { merchantId } = parseRequest('params', merchantParamsSchema, request.params);
    await requireActiveMerchant(db, merchantId);
    const query = parseRequest('query', storeItemsQuerySchema, request.query);
    return okEnvelope(await storeItems(db, merchantId, query));
  });

  app.get('/api/merchants/:merchantId/store/:listingId', async (request): Promise<ApiEnvelope<StoreItem>> => {
    const { merchantId, listingId } = parseRequest('params', merchantListingParamsSchema, request.params);
    await requireActiveMerchant(db, merchantId);
    return okEnvelope(await storeItem(db, merchantId, listingId));
  });
};

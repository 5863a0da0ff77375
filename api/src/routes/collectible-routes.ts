import type { FastifyPluginAsync } from 'fastify';
import {
  type ApiEnvelope,
  type CollectibleDetail,
  type CollectibleFilters,
  collectibleFiltersQuerySchema,
  type CollectiblesPage,
  collectiblesQuerySchema,
  uuidParamsSchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { collectibleDetail } from '../catalogue/collectible-detail.js';
import { collectiblesOfUser, collectionFilters } from '../catalogue/collection-queries.js';
import { okEnvelope } from '../http/envelope.js';
import { appReadCache } from '../caching/app-read-cache.js';
import { jsonAnswer, sendPublicJson, type JsonAnswer } from '../caching/json-answer.js';
import { collectibles, merchants, offers, users } from '../db/schema.js';
import { parseRequest } from '../validation/parse-request.js';

/** Pages and filter counts kept per owner and query: a page of 100 is some 30 KB, so at most a few MB. */
const COLLECTION_ANSWERS_KEPT = 500;

/** Collections and collectibles are public (spec §2 `/collectible/{id}`, §6 "viewed by their id"): no token needed. */
export const collectibleRoutes: FastifyPluginAsync<AppContext> = async (app, { db, hotReadTtlMs }) => {
  // A collection is read far more often than it changes hands. An unknown owner's 404 is not kept.
  // Deleting a user or a merchant changes collections by cascade, so those tables count too; an item's open offers are in its card.
  const collectionReads = { dependsOn: [collectibles, users, merchants, offers], ttlMs: hotReadTtlMs, maxEntries: COLLECTION_ANSWERS_KEPT };
  const collectionPages = appReadCache<JsonAnswer<CollectiblesPage>>(app, db, collectionReads);
  const collectionFilterCounts = appReadCache<JsonAnswer<CollectibleFilters>>(app, db, collectionReads);

  app.get('/api/users/:id/collectibles', async (request, reply) => {
    const { id } = parseRequest('params', uuidParamsSchema, request.params);
    const query = parseRequest('query', collectiblesQuerySchema, request.query);
    const answer = await collectionPages.read(`${id} ${JSON.stringify(query)}`, async () => jsonAnswer(await collectiblesOfUser(db, id, query)));
    return sendPublicJson(request, reply, answer);
  });

  app.get('/api/users/:id/collectibles/filters', async (request, reply) => {
    const { id } = parseRequest('params', uuidParamsSchema, request.params);
    const query = parseRequest('query', collectibleFiltersQuerySchema, request.query);
    const answer = await collectionFilterCounts.read(`${id} ${JSON.stringify(query)}`, async () => jsonAnswer(await collectionFilters(db, id, query)));
    return sendPublicJson(request, reply, answer);
  });

  app.get('/api/collectibles/:id', async (request): Promise<ApiEnvelope<CollectibleDetail>> => {
    const { id } = parseRequest('params', uuidParamsSchema, request.params);
    return okEnvelope(await collectibleDetail(db, id));
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  type ApiEnvelope,
  type CollectibleDetail,
  type CollectibleFilters,
  collectibleFiltersQuerySchema,
  type CollectiblesPage,
  collectiblesQuerySchema,
  setIdSchema,
  uuidParamsSchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../app-context.js';
import { notFound } from '../validation/client-error.js';
import { collectibleDetail } from '../catalogue/collectible-detail.js';
import { collectibleSvg, imageSubjectOf } from '../catalogue/collectible-images.js';
import { collectiblesOfUser, collectionFilters } from '../catalogue/collection-queries.js';
import { okEnvelope } from '../envelope.js';
import { appReadCache } from '../caching/app-read-cache.js';
import { jsonAnswer, sendPublicJson, type JsonAnswer } from '../caching/json-answer.js';
import { collectibles, merchants, users } from '../db/schema.js';
import { parseRequest } from '../validation/parse-request.js';

const imageParamsSchema = z.strictObject({
  fileName: z
    .string()
    .regex(/\.svg$/, 'An image name such as er-storm-bow.svg')
    .transform((fileName) => fileName.slice(0, -'.svg'.length))
    .pipe(setIdSchema),
});

/** Pages and filter counts kept per owner and query: a page of 100 is some 30 KB, so at most a few MB. */
const COLLECTION_ANSWERS_KEPT = 500;

/** Collections and collectibles are public (spec §2 `/collectible/{id}`, §6 "viewed by their id"): no token needed. */
export const collectibleRoutes: FastifyPluginAsync<AppContext> = async (app, { db, hotReadTtlMs }) => {
  // A collection is read far more often than it changes hands. An unknown owner's 404 is not kept.
  // Deleting a user or a merchant changes collections by cascade, so those tables count too.
  const collectionReads = { dependsOn: [collectibles, users, merchants], ttlMs: hotReadTtlMs, maxEntries: COLLECTION_ANSWERS_KEPT };
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

  // Extension: the card a set's `imageUrl` points at.
  app.get('/api/collectible-images/:fileName', async (request, reply) => {
    const { fileName: setId } = parseRequest('params', imageParamsSchema, request.params);
    const subject = await imageSubjectOf(db, setId);
    if (!subject) throw notFound('Image not found');
    return (
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        // Opened on its own, the picture must not be able to run anything.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(collectibleSvg(subject))
    );
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ApiEnvelope } from '@marketplace/contracts/src/api/envelope';
import { uuidParamsSchema } from '@marketplace/contracts/src/api/schemas/commerce-field-schemas';
import {
  collectibleFiltersQuerySchema,
  collectiblesQuerySchema,
  setIdSchema,
  type CollectibleDetail,
  type CollectibleFilters,
} from '@marketplace/contracts/src/api/schemas/collectible-schemas';
import type { CollectiblesPage } from '@marketplace/contracts/src/entities/collectible';
import type { AppContext } from '../app-context.js';
import { notFound } from '../validation/client-error.js';
import { collectibleDetail } from '../catalogue/collectible-detail.js';
import { collectibleSvg, imageSubjectOf } from '../catalogue/collectible-images.js';
import { collectiblesOfUser, collectionFilters } from '../catalogue/collection-queries.js';
import { okEnvelope } from '../envelope.js';
import { parseRequest } from '../validation/parse-request.js';

const imageParamsSchema = z.strictObject({
  fileName: z
    .string()
    .regex(/\.svg$/, 'An image name such as er-storm-bow.svg')
    .transform((fileName) => fileName.slice(0, -'.svg'.length))
    .pipe(setIdSchema),
});

/** Collections and collectibles are public (spec §2 `/collectible/{id}`, §6 "viewed by their id"): no token needed. */
export const collectibleRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get('/api/users/:id/collectibles', async (request): Promise<ApiEnvelope<CollectiblesPage>> => {
    const { id } = parseRequest('params', uuidParamsSchema, request.params);
    const query = parseRequest('query', collectiblesQuerySchema, request.query);
    return okEnvelope(await collectiblesOfUser(db, id, query));
  });

  app.get('/api/users/:id/collectibles/filters', async (request): Promise<ApiEnvelope<CollectibleFilters>> => {
    const { id } = parseRequest('params', uuidParamsSchema, request.params);
    const query = parseRequest('query', collectibleFiltersQuerySchema, request.query);
    return okEnvelope(await collectionFilters(db, id, query));
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
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .header('X-Content-Type-Options', 'nosniff')
      // Opened on its own, the picture must not be able to run anything.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(collectibleSvg(subject));
  });
};

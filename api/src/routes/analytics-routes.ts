import type { FastifyPluginAsync } from 'fastify';
import { type ApiEnvelope, pageViewRequestSchema } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { pageViews } from '../db/schema.js';
import { okEnvelope } from '../http/envelope.js';
import { parseRequest } from '../validation/parse-request.js';

/** Page views one client may report a minute: a person browsing sends a few, a flood is refused with 429. */
export const PAGE_VIEWS_PER_MINUTE = 120;

/** The largest body: a path at its limit, a locale and a visitor id, with room for the JSON around them. */
export const PAGE_VIEW_BODY_LIMIT_BYTES = 2 * 1024;

/**
 * `POST /api/analytics/page-views`: the local stand-in of spec §7's analytics tag, so consent and
 * tracking are testable offline. The shell calls it only after the visitor consented to analytics.
 * It stores what the body says and nothing about who sent it: never the user behind a token, never an
 * address; the path comes without its query (the schema refuses one).
 */
export const analyticsRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.post(
    '/api/analytics/page-views',
    { bodyLimit: PAGE_VIEW_BODY_LIMIT_BYTES, config: { rateLimit: { max: PAGE_VIEWS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request): Promise<ApiEnvelope<null>> => {
      const view = parseRequest('body', pageViewRequestSchema, request.body);
      await db.insert(pageViews).values(view);
      return okEnvelope(null);
    },
  );
};

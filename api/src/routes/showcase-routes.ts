import type { FastifyPluginAsync } from 'fastify';
import type { Showcase } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { appReadCache } from '../caching/app-read-cache.js';
import { jsonAnswer, sendPublicJson, type JsonAnswer } from '../caching/json-answer.js';
import { showcase } from '../catalogue/showcase-queries.js';
import { collectibles, listings, merchants } from '../db/schema.js';

/** Extension of spec §7: what the home page shows for sale across the marketplace, public like the page. */
export const showcaseRoutes: FastifyPluginAsync<AppContext> = async (app, { db, hotReadTtlMs }) => {
  // Every visit to the home page reads it; a sale, a listing or a merchant's change makes it read anew.
  const shelves = appReadCache<JsonAnswer<Showcase>>(app, db, { dependsOn: [listings, collectibles, merchants], ttlMs: hotReadTtlMs, maxEntries: 1 });

  app.get('/api/showcase', async (request, reply) => {
    const answer = await shelves.read('home', async () => jsonAnswer(await showcase(db)));
    return sendPublicJson(request, reply, answer);
  });
};

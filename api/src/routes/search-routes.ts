import type { FastifyPluginAsync } from 'fastify';
import { type SearchAnswer, searchQuerySchema } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { appReadCache } from '../caching/app-read-cache.js';
import { jsonAnswer, sendPublicJson, type JsonAnswer } from '../caching/json-answer.js';
import { collectibles, merchantCategories, merchants, users } from '../db/schema.js';
import { createSiteSearch } from '../search/site-search.js';
import { parseRequest } from '../validation/parse-request.js';

/** Answers kept: one per text, kinds and limit; an answer of four short groups is a few KB, so ~2 MB at most. */
const SEARCHES_KEPT = 500;

/** Extension: the site search of the header and `/search`, public like the pages it finds. */
export const searchRoutes: FastifyPluginAsync<AppContext> = async (app, { db, hotReadTtlMs }) => {
  // Every keystroke of a visitor asks; the same few texts are typed by many, so answers are kept. The
  // documents are kept by triggers on these tables, so a statement on any of them forgets the answers.
  const searches = appReadCache<JsonAnswer<SearchAnswer>>(app, db, {
    dependsOn: [merchants, collectibles, merchantCategories, users],
    ttlMs: hotReadTtlMs,
    maxEntries: SEARCHES_KEPT,
  });
  const siteSearch = createSiteSearch(db);

  app.get('/api/search', async (request, reply) => {
    const query = parseRequest('query', searchQuerySchema, request.query);
    const key = `${[...new Set(query.kinds)].sort().join(',')} ${query.limit} ${query.q}`;
    const answer = await searches.read(key, async () => jsonAnswer(await siteSearch.search(query)));
    return sendPublicJson(request, reply, answer);
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { type ApiEnvelope, translationFileParamsSchema, translationFileQuerySchema, type TranslationMessages } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';
import { translationFileMessages } from '../translations/translation-files.js';
import { parseRequest } from '../validation/parse-request.js';

/** Server-owned message files, merged by the site into its catalogues (spec §7). Public: visitors read them too. */
export const translationRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get('/api/translations/file/:name', async (request, reply): Promise<ApiEnvelope<TranslationMessages | null>> => {
    const { name } = parseRequest('params', translationFileParamsSchema, request.params);
    const { locale } = parseRequest('query', translationFileQuerySchema, request.query);
    const messages = await translationFileMessages(db, name, locale);
    if (!messages) {
      reply.code(404);
      return errorEnvelope(404, 'Translation file not found');
    }
    // Messages change only with a release; a few minutes of caching spares every page view a query.
    reply.header('Cache-Control', 'public, max-age=300');
    return okEnvelope(messages);
  });
};

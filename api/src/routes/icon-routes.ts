import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context/app-context.js';
import { errorEnvelope } from '../http/envelope.js';
import { iconsOf } from '../icons/icon-sets.js';
import { parseRequest } from '../validation/parse-request.js';

const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const iconFileParamsSchema = z.strictObject({ file: z.string().regex(/^[a-z0-9-]+\.json$/, 'Must be {prefix}.json') });
const iconQuerySchema = z.object({
  icons: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(ICON_NAME, 'Not an icon name')).min(1).max(100)),
});

/**
 * Extension of spec §7: the icon service, `GET /icons/{prefix}.json?icons=a,b`, answering as the
 * Iconify API does (`{prefix, icons, …}`, no envelope) so Iconify's own client reads it.
 * Icons of a package version never change, so answers are cached for a week.
 */
export const iconRoutes: FastifyPluginAsync<AppContext> = async (app) => {
  app.get('/icons/:file', async (request, reply) => {
    const { file } = parseRequest('params', iconFileParamsSchema, request.params);
    const { icons } = parseRequest('query', iconQuerySchema, request.query);
    const found = iconsOf(file.slice(0, -'.json'.length), icons);
    if (!found) {
      reply.code(404);
      return errorEnvelope(404, 'Icon set not found');
    }
    reply.header('Cache-Control', 'public, max-age=604800');
    return found;
  });
};

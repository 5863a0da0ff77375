import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope } from '@marketplace/contracts/src/api/envelope';
import { clientLogEntrySchema } from '@marketplace/contracts/src/api/schemas/log-schemas';
import type { AppContext } from '../app-context.js';
import { clientLogs } from '../db/schema.js';
import { okEnvelope } from '../envelope.js';
import { scrubSecrets } from '../logging/scrub-secrets.js';
import { parseRequest } from '../validation/parse-request.js';

/**
 * `POST /api/log`: the client's error reports. Open to visitors (errors happen before sign-in);
 * the user is noted when the token is valid. The entry is stored, never echoed.
 */
export const logRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth }) => {
  app.post('/api/log', async (request): Promise<ApiEnvelope<null>> => {
    const entry = parseRequest('body', clientLogEntrySchema, request.body);
    const session = await auth.readSession(request);
    await db.insert(clientLogs).values({
      userId: session?.id ?? null,
      event: entry.event,
      status: entry.status,
      message: entry.message,
      data: scrubSecrets(entry.params.data),
    });
    return okEnvelope(null);
  });
};

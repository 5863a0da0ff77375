import type { FastifyPluginAsync } from 'fastify';
import { type ApiEnvelope, clientLogEntrySchema } from '@marketplace/contracts/wire';
import { scrubText } from '@marketplace/contracts/http';
import type { AppContext } from '../context/app-context.js';
import { clientLogs } from '../db/schema.js';
import { okEnvelope } from '../http/envelope.js';
import { parseRequest } from '../validation/parse-request.js';

/** Reports one client may send a minute: a page in trouble sends a few, a flood is refused with 429. */
export const LOG_REPORTS_PER_MINUTE = 60;

/** The largest report body: the schema's fields at their limits (2,000 + 16,384 characters) and the JSON around them. */
export const LOG_BODY_LIMIT_BYTES = 32 * 1024;

/**
 * `POST /api/log`: the client's error reports. Open to visitors (errors happen before sign-in), so it is
 * limited per client address and in size; the user is noted when the token is valid. The entry is
 * scrubbed again with the client's own scrubber (for an older or faulty client), stored, never echoed,
 * and written to the API's own log as one structured line, where an operator watching the service sees
 * a refused remote or a failing call as it happens.
 */
export const logRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth }) => {
  app.post(
    '/api/log',
    { bodyLimit: LOG_BODY_LIMIT_BYTES, config: { rateLimit: { max: LOG_REPORTS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request): Promise<ApiEnvelope<null>> => {
      const entry = parseRequest('body', clientLogEntrySchema, request.body);
      const session = await auth.readSession(request);
      const report = { event: entry.event, status: entry.status, message: scrubText(entry.message), data: scrubText(entry.params.data) };
      await db.insert(clientLogs).values({ userId: session?.id ?? null, ...report });
      request.log.warn({ clientReport: report }, 'client error report');
      return okEnvelope(null);
    },
  );
};

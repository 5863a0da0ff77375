import type { FastifyPluginAsync } from 'fastify';
import { type ApiEnvelope, type HumanityTokenPayload, humanityTokenRequestSchema } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';
import { HUMANITY_SCRIPT } from '../humanity/humanity-script.js';
import { issueHumanityToken } from '../humanity/humanity-tokens.js';
import { parseRequest } from '../validation/parse-request.js';

/** The local humanity provider: a script for the page and the tokens it asks for. */
export const humanityRoutes: FastifyPluginAsync<AppContext> = async (app, { tokens, humanitySiteKey }) => {
  app.get('/humanity/api.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .header('X-Content-Type-Options', 'nosniff')
      // The shell loads it from another origin.
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(HUMANITY_SCRIPT),
  );

  app.post('/humanity/tokens', async (request, reply): Promise<ApiEnvelope<HumanityTokenPayload | null>> => {
    const { siteKey, action } = parseRequest('body', humanityTokenRequestSchema, request.body);
    if (siteKey !== humanitySiteKey) {
      reply.code(400);
      return errorEnvelope(400, 'body.siteKey: Unknown site key');
    }
    return okEnvelope({ token: await issueHumanityToken(tokens, siteKey, action) });
  });
};

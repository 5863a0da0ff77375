import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { type ApiEnvelope, TERMS_OF_SERVICE_VERSION, type TermsAcceptancePayload, termsAcceptanceRequestSchema } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { users } from '../db/schema.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';
import { parseRequest } from '../validation/parse-request.js';

/**
 * Extension of spec §7: `PUT /api/users/self/terms` records that the signed-in person accepted the terms
 * of service in force, and when. Only that version is taken: accepting an older text (a stale page) or
 * one not published yet would record a consent to words the person never saw in force.
 */
export const termsRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth }) => {
  app.put('/api/users/self/terms', { preHandler: auth.requireUser }, async (request, reply): Promise<ApiEnvelope<TermsAcceptancePayload | null>> => {
    const { version } = parseRequest('body', termsAcceptanceRequestSchema, request.body);
    if (version !== TERMS_OF_SERVICE_VERSION) {
      reply.code(400);
      return errorEnvelope(400, `body.version: the terms in force are version ${TERMS_OF_SERVICE_VERSION}`);
    }
    const acceptedTermsTime = new Date();
    await db
      .update(users)
      .set({ acceptTerms: true, acceptedTermsVersion: version, acceptedTermsTime })
      .where(eq(users.id, sessionUserOf(request).id));
    return okEnvelope({ acceptedTermsVersion: version, acceptedTermsTime: acceptedTermsTime.toISOString() });
  });
};

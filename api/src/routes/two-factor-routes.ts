import type { FastifyPluginAsync } from 'fastify';
import {
  type ApiEnvelope,
  type TwoFactorEnrolmentPayload,
  twoFactorEnrolmentRequestSchema,
  type TwoFactorPayload,
  twoFactorUpdateSchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';
import { changeTwoFactor, startEnrolment, TOO_MANY_WRONG_CODES, type TwoFactorChangeOutcome } from '../two-factor/two-factor-settings.js';
import { parseRequest } from '../validation/parse-request.js';

const REFUSALS: Record<Extract<TwoFactorChangeOutcome, { ok: false }>['reason'], { status: number; message: string }> = {
  'wrong-code': { status: 403, message: 'Invalid code' },
  locked: { status: 429, message: TOO_MANY_WRONG_CODES },
  'no-enrolment': { status: 400, message: 'Start the enrolment with POST /api/2fa first' },
  'already-on': { status: 409, message: 'Two-factor authentication is on already' },
  'already-off': { status: 409, message: 'Two-factor authentication is off already' },
};

/** Two-factor authentication with an authenticator app (spec §7). */
export const twoFactorRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const { db, auth } = context;
  app.post('/api/2fa', { preHandler: auth.requireUser }, async (request, reply): Promise<ApiEnvelope<TwoFactorEnrolmentPayload | null>> => {
    parseRequest('body', twoFactorEnrolmentRequestSchema, request.body);
    const outcome = await startEnrolment(db, sessionUserOf(request).id);
    if (!outcome.ok) {
      const { status, message } = REFUSALS[outcome.reason];
      reply.code(status);
      return errorEnvelope(status, message);
    }
    return okEnvelope(outcome.enrolment);
  });

  app.put('/api/users/self/2fa', { preHandler: auth.requireUser }, async (request, reply): Promise<ApiEnvelope<TwoFactorPayload | null>> => {
    const update = parseRequest('body', twoFactorUpdateSchema, request.body);
    const outcome = await changeTwoFactor(db, context, sessionUserOf(request).id, update);
    if (!outcome.ok) {
      const { status, message } = REFUSALS[outcome.reason];
      reply.code(status);
      return errorEnvelope(status, message);
    }
    return okEnvelope({ twoFactorAuth: outcome.twoFactorAuth });
  });
};

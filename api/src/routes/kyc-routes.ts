import type { FastifyPluginAsync } from 'fastify';
import { type ApiEnvelope, type KycVerification, kycStepParamsSchema } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { okEnvelope } from '../http/envelope.js';
import { completeLocalStep, verificationOf } from '../kyc/kyc-verifications.js';
import { ClientError } from '../validation/client-error.js';
import { parseRequest } from '../validation/parse-request.js';

/**
 * The user's identity verification (spec §2 `/user-portal/kyc`). No real provider is wired in: with the
 * development switch (`IDP_LOCAL_STANDINS=on`) a local stand-in walks the steps; without it the status
 * says verification is not available here and no step can be done.
 */
export const kycRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth, identityProviders }) => {
  const standIn = identityProviders.localStandIns;

  app.get('/api/users/self/kyc', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<KycVerification>> => {
    return okEnvelope(await verificationOf(db, sessionUserOf(request).id, standIn));
  });

  app.post('/api/users/self/kyc/steps/:step', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<KycVerification>> => {
    const { step } = parseRequest('params', kycStepParamsSchema, request.params);
    if (!standIn) throw new ClientError(404, 'Identity verification is not available here');
    return okEnvelope(await completeLocalStep(db, sessionUserOf(request).id, step));
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  type ApiEnvelope,
  REAUTHENTICATION_REFUSALS,
  type PasswordVerificationPayload,
  reauthenticationProofSchema,
  reauthenticationStartSchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { markReauthenticated } from '../auth/fresh-authentication.js';
import { users } from '../db/schema.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';
import { readReauthenticationProof } from '../idp/reauthentication-proof.js';
import { encodeReauthenticationRequest } from '../idp/reauthentication-request.js';
import { parseRequest } from '../validation/parse-request.js';

/**
 * Extension of spec §7: a signed-in person whose account has no password re-authenticates with Google or Apple
 * (closing the account asks for it). The start binds the request to this session; the identity page sends the
 * browser back with a proof; the proof counts only when this same session hands it in.
 */
export const reauthenticationRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth, tokens, publicOrigin }) => {
  app.post('/oauth/reauthentications', { preHandler: auth.requireUser }, async (request, reply): Promise<ApiEnvelope<string | null>> => {
    const { redirect } = parseRequest('body', reauthenticationStartSchema, request.body);
    const session = sessionUserOf(request);
    const [account] = await db.select({ identityProviders: users.identityProviders }).from(users).where(eq(users.id, session.id));
    if (!account || account.identityProviders.password) {
      reply.code(412);
      return errorEnvelope(412, REAUTHENTICATION_REFUSALS.passwordAccount);
    }
    const signed = await encodeReauthenticationRequest(tokens, { userId: session.id, deviceId: session.deviceId, redirect, prompt: 'login' });
    const page = new URL('/idp/reauthenticate', publicOrigin);
    page.searchParams.set('request', signed);
    return okEnvelope(page.toString());
  });

  // A proof of another session (or user) is an answer, not a failed sign-in: a 401 here would sign the person out.
  app.post('/oauth/reauthentications/proof', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<PasswordVerificationPayload>> => {
    const { proof } = parseRequest('body', reauthenticationProofSchema, request.body);
    const session = sessionUserOf(request);
    const read = await readReauthenticationProof(tokens, proof);
    const valid = read !== null && read.userId === session.id && read.deviceId === session.deviceId;
    // Dated from the authentication at the provider: handing the proof in again does not stretch the window.
    if (valid) await markReauthenticated(db, session, new Date(read.authenticatedAt));
    return okEnvelope({ valid });
  });
};

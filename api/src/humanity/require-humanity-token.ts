import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Authentication } from '../auth/authenticate.js';
import type { TokenService } from '../auth/token-service.js';
import { errorEnvelope } from '../http/envelope.js';
import { hasHumanityToken } from './humanity-tokens.js';

export type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * preHandler of the calls spec §5 guards with a humanity (captcha) token, wallet creation and rescue:
 * 403 unless a valid `X-Humanity-Token` of this site comes with the request. Placed after
 * `auth.requireUser`, so a signed-out caller still learns first that it must sign in.
 */
export function createHumanityCheck(tokens: TokenService, siteKey: string): PreHandler {
  return async function requireHumanityToken(request, reply) {
    if (await hasHumanityToken(tokens, siteKey, request)) return;
    await reply.code(403).send(errorEnvelope(403, 'Humanity check failed'));
  };
}

/**
 * preHandler of the public forms a visitor may send (the support ticket, the influencer application): the
 * session, if any, is read into `request.sessionUser`; without one, 403 unless a valid `X-Humanity-Token`
 * comes with the request, so a script cannot flood the queues from address after address. A signed-in
 * person is known already (an account confirmed through its mailbox, whose tickets are filed under it): a
 * token is not asked of them, so an unreachable humanity provider never keeps a customer from support.
 */
export function createVisitorHumanityCheck(auth: Pick<Authentication, 'readSession'>, tokens: TokenService, siteKey: string): PreHandler {
  const requireHumanityToken = createHumanityCheck(tokens, siteKey);
  return async function requireSessionOrHumanityToken(request, reply) {
    request.sessionUser = await auth.readSession(request);
    if (!request.sessionUser) await requireHumanityToken(request, reply);
  };
}

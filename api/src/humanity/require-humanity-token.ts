import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenService } from '../auth/token-service.js';
import { errorEnvelope } from '../envelope.js';
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

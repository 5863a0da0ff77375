import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TOKEN_AUDIENCES, type TokenService } from '../auth/token-service.js';

// As long as a reCAPTCHA v3 token: enough to finish one action, too short to stockpile.
const HUMANITY_TOKEN_LIFETIME_SECONDS = 120;

const humanityClaimsSchema = z.object({ action: z.string(), siteKey: z.string() });

export function issueHumanityToken(tokens: TokenService, siteKey: string, action: string): Promise<string> {
  return tokens.signClaims(TOKEN_AUDIENCES.humanity, { siteKey, action }, HUMANITY_TOKEN_LIFETIME_SECONDS);
}

/**
 * Whether the request carries a valid `X-Humanity-Token` of this site. The action is not matched:
 * the client reuses a saved token across actions (spec §5).
 */
export async function hasHumanityToken(tokens: TokenService, siteKey: string, request: FastifyRequest): Promise<boolean> {
  const header = request.headers['x-humanity-token'];
  if (typeof header !== 'string' || header.length === 0 || header.length > 4096) return false;
  const claims = await tokens.verifyClaims(TOKEN_AUDIENCES.humanity, header, humanityClaimsSchema);
  return claims?.siteKey === siteKey;
}

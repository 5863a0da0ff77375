import { z } from 'zod';
import { sameOriginPathSchema } from '@marketplace/contracts/wire';
import { TOKEN_AUDIENCES, type TokenService } from '../auth/token-service.js';

/**
 * What `POST /oauth/reauthentications` asked for, carried signed to the identity page and back: the session
 * that asked (its user and device), where to return, and `prompt: 'login'` — the person must authenticate
 * with the provider now, a live provider session is not enough (OpenID Connect `prompt=login`, `max_age=0`).
 */
export interface ReauthenticationRequest {
  userId: string;
  deviceId: string;
  redirect: string;
  prompt: 'login';
}

const reauthenticationRequestClaimsSchema = z.object({
  userId: z.uuid(),
  deviceId: z.uuid(),
  redirect: sameOriginPathSchema,
  prompt: z.literal('login'),
});

// Long enough to type at the provider, short enough that a link found in a history later leads nowhere.
const REAUTHENTICATION_REQUEST_LIFETIME_SECONDS = 10 * 60;

/**
 * Signed under an audience of its own: a re-authentication request is never accepted by the sign-in forms
 * (it cannot make a session), and a sign-in request never by the re-authentication page.
 */
export function encodeReauthenticationRequest(tokens: TokenService, request: ReauthenticationRequest): Promise<string> {
  return tokens.signClaims(TOKEN_AUDIENCES.reauthenticationRequest, { ...request }, REAUTHENTICATION_REQUEST_LIFETIME_SECONDS);
}

export function decodeReauthenticationRequest(tokens: TokenService, encoded: string): Promise<ReauthenticationRequest | null> {
  return tokens.verifyClaims(TOKEN_AUDIENCES.reauthenticationRequest, encoded, reauthenticationRequestClaimsSchema);
}

import { z } from 'zod';
import { AUTH_PATHS, sameOriginPathSchema, type AuthPath } from '@marketplace/contracts/wire';
import { TOKEN_AUDIENCES, type TokenService } from '../auth/token-service.js';

/** What `POST /oauth/…authentications` asked for, carried signed to the identity page and back. */
export interface SignInRequest {
  authPath: AuthPath;
  redirect: string;
  referral?: string;
  rescue: boolean;
}

const signInRequestClaimsSchema = z.object({
  authPath: z.enum(AUTH_PATHS),
  redirect: sameOriginPathSchema,
  referral: z.string().optional(),
  rescue: z.boolean(),
});

// Long enough to read the page and type a password, short enough not to linger in a history.
const SIGN_IN_REQUEST_LIFETIME_SECONDS = 30 * 60;

/**
 * Signed rather than stored: the page needs no table, and nobody can edit the redirect or turn
 * an ordinary sign-in into a rescue one on the way.
 */
export function encodeSignInRequest(tokens: TokenService, request: SignInRequest): Promise<string> {
  return tokens.signClaims(TOKEN_AUDIENCES.signInRequest, { ...request }, SIGN_IN_REQUEST_LIFETIME_SECONDS);
}

export async function decodeSignInRequest(tokens: TokenService, encoded: string): Promise<SignInRequest | null> {
  return tokens.verifyClaims(TOKEN_AUDIENCES.signInRequest, encoded, signInRequestClaimsSchema);
}

import { z } from 'zod';
import { SIGN_IN_METHODS, type SignInMethod } from '@marketplace/contracts/wire';
import { TOKEN_AUDIENCES, type TokenService } from '../auth/token-service.js';

/** That the person authenticated with their provider, for the session that asked, and when. */
export interface ReauthenticationProof {
  userId: string;
  deviceId: string;
  method: SignInMethod;
  /** Epoch milliseconds of the authentication at the provider: the session's proof dates from then, not from its redemption. */
  authenticatedAt: number;
}

const reauthenticationProofClaimsSchema = z.object({
  userId: z.uuid(),
  deviceId: z.uuid(),
  method: z.enum(SIGN_IN_METHODS),
  authenticatedAt: z.number().int().nonnegative(),
});

// The browser carries it back in a URL, so it lives as briefly as a login code.
const PROOF_LIFETIME_SECONDS = 2 * 60;

/**
 * The proof travels through the browser to the page that asked, which hands it in with its own session
 * (`POST /oauth/reauthentications/proof`): only the session named in it is stamped, so a person lured into
 * confirming someone else's request stamps nothing of theirs, and the one who made the request never sees it.
 */
export function issueReauthenticationProof(tokens: TokenService, proof: ReauthenticationProof): Promise<string> {
  return tokens.signClaims(TOKEN_AUDIENCES.reauthenticationProof, { ...proof }, PROOF_LIFETIME_SECONDS);
}

export function readReauthenticationProof(tokens: TokenService, encoded: string): Promise<ReauthenticationProof | null> {
  return tokens.verifyClaims(TOKEN_AUDIENCES.reauthenticationProof, encoded, reauthenticationProofClaimsSchema);
}

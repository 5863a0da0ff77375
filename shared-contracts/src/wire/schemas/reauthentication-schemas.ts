import * as z from 'zod/mini';
import { sameOriginPathSchema } from './auth-schemas';
import { passwordVerificationPayloadSchema } from './password-schemas';

/**
 * The query parameter the identity page adds to the redirect of a provider re-authentication: the proof that
 * the page which asked hands in with its own session (`POST /oauth/reauthentications/proof`).
 */
export const REAUTHENTICATION_PROOF_PARAMETER = 'reauthentication';

/**
 * Extension of spec §7: `POST /oauth/reauthentications` body. A signed-in person whose account has no password
 * (Google or Apple only) asks to authenticate again with their provider; the answer is the identity page's URL,
 * which sends the browser back to `redirect` (a path of this site) with the proof.
 */
export const reauthenticationStartSchema = z.strictObject({ redirect: sameOriginPathSchema });
export type ReauthenticationStart = z.infer<typeof reauthenticationStartSchema>;

/** Extension of spec §7: `POST /oauth/reauthentications/proof` body, the proof of the identity page's redirect. */
export const reauthenticationProofSchema = z.strictObject({ proof: z.string().check(z.minLength(16), z.maxLength(2048)) });
export type ReauthenticationProofRequest = z.infer<typeof reauthenticationProofSchema>;

/**
 * Its answer: whether the proof was this session's and still fresh; then this session counts as re-authenticated
 * for a few minutes (as after `POST /api/auth/verify/password`). A proof of another session is `valid: false`.
 */
export const reauthenticationProofPayloadSchema = passwordVerificationPayloadSchema;

/** The refusal of `POST /oauth/reauthentications` for an account with a password: it proves itself with that. */
export const REAUTHENTICATION_REFUSALS = {
  passwordAccount: 'This account confirms with its password',
} as const;

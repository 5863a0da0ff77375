import { bearerTokenClaimsSchema, type SignInMethod } from '../schemas/auth-schemas';

export interface SessionClaims {
  /** How the person signed in: which vault entry holds their copy of the wallet key. */
  method: SignInMethod;
  /** Signed in through the rescue path: the only kind of session the rescue key is released to. */
  rescue: boolean;
}

/**
 * What the bearer token says of its session, read without verifying it: the API verifies every
 * call, and the page only uses this to choose which of its own flows to offer. Null for a token
 * that is not a JWT of this API.
 */
export function readSessionClaims(token: string): SessionClaims | null {
  const [, payload] = token.split('.');
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claims = bearerTokenClaimsSchema.safeParse(JSON.parse(json));
    if (!claims.success) return null;
    const [method] = claims.data.amr;
    return method ? { method, rescue: claims.data.rescue === true } : null;
  } catch {
    return null;
  }
}

import { jwtVerify, SignJWT } from 'jose';
import * as z from 'zod';
import { bearerTokenClaimsSchema, type BearerTokenClaims, type SignInMethod } from '@marketplace/contracts/wire';

/**
 * Each kind of token signed with the one secret names its own audience, so a token made for one
 * purpose (a humanity check, a sign-in request) is never accepted as another (a session).
 */
export const TOKEN_AUDIENCES = {
  session: 'marketplace-api',
  humanity: 'marketplace-humanity',
  signInRequest: 'marketplace-idp-request',
  reauthenticationRequest: 'marketplace-idp-reauthentication-request',
  reauthenticationProof: 'marketplace-idp-reauthentication-proof',
} as const;
type Audience = (typeof TOKEN_AUDIENCES)[keyof typeof TOKEN_AUDIENCES];

const ISSUER = 'marketplace-api';

export interface SessionGrant {
  userId: string;
  /** The device recorded for this sign-in; the token names it (`sid`), so removing it ends the session. */
  deviceId: string;
  method: SignInMethod;
  rescue: boolean;
  /** Only tests set it, to make an already expired token. */
  expiresAt?: Date;
}

export interface SignedSession {
  token: string;
  expiresAt: Date;
}

export interface TokenService {
  signSession(grant: SessionGrant): Promise<SignedSession>;
  /** The claims of a valid, unexpired session token; null for anything else. */
  verifySession(token: string): Promise<BearerTokenClaims | null>;
  signClaims(audience: Audience, claims: Record<string, unknown>, lifetimeSeconds: number): Promise<string>;
  verifyClaims<S extends z.core.$ZodType>(audience: Audience, token: string, schema: S): Promise<z.infer<S> | null>;
}

export function createTokenService(secret: Uint8Array, sessionMinutes: number): TokenService {
  // Imported once: given the raw bytes, jose imports a WebCrypto key on every call, which was
  // a third of the CPU time a signed-in request spent on its token.
  const key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  // A refused secret is reported by the first sign or verify that awaits it, not as an unhandled rejection.
  key.catch(() => {});

  async function sign(audience: Audience, claims: Record<string, unknown>, expiresAt: Date): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await key);
  }

  async function verify<S extends z.core.$ZodType>(audience: Audience, token: string, schema: S): Promise<z.infer<S> | null> {
    try {
      const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'], issuer: ISSUER, audience });
      const parsed = z.safeParse(schema, payload);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  return {
    async signSession({ userId, deviceId, method, rescue, expiresAt: wanted = new Date(Date.now() + sessionMinutes * 60_000) }) {
      const claims = { sub: userId, sid: deviceId, amr: [method], ...(rescue ? { rescue: true } : {}) };
      // `exp` counts whole seconds; the answered time is the one the token carries.
      const expiresAt = new Date(Math.floor(wanted.getTime() / 1000) * 1000);
      return { token: await sign(TOKEN_AUDIENCES.session, claims, expiresAt), expiresAt };
    },
    verifySession: (token) => verify(TOKEN_AUDIENCES.session, token, bearerTokenClaimsSchema),
    signClaims: (audience, claims, lifetimeSeconds) => sign(audience, claims, new Date(Date.now() + lifetimeSeconds * 1000)),
    verifyClaims: verify,
  };
}

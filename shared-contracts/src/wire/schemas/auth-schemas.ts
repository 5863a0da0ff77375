import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-schemas';

/** Sign-in methods of the identity provider: `amr` values of the bearer token. */
export const SIGN_IN_METHODS = ['password', 'google', 'apple'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const AUTH_PATHS = ['login', 'signup'] as const;
export type AuthPath = (typeof AUTH_PATHS)[number];

/**
 * A redirect target the shell may follow after sign-in: a path on the shell's own origin.
 * `//host`, `/\host` and backslashes anywhere are refused because browsers read them as other origins.
 */
export const sameOriginPathSchema = z.string().check(
  z.maxLength(2048),
  z.refine((value) => /^\/(?![/\\])[^\\\s]*$/.test(value), 'Must be a path on this site starting with /'),
);

/** Body of `POST /oauth/authentications` and `POST /oauth/rescue/authentications` (spec §7). */
export const oauthAuthenticationRequestSchema = z.strictObject({
  authPath: z.optional(z.enum(AUTH_PATHS)),
  redirect: sameOriginPathSchema,
  referral: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export type OauthAuthenticationRequest = z.infer<typeof oauthAuthenticationRequestSchema>;

/** Payload of both authentication calls: where to send the browser to sign in (spec §7). */
export const oauthAuthenticationPayloadSchema = z.url();
export type OauthAuthenticationPayload = z.infer<typeof oauthAuthenticationPayloadSchema>;

/** Extension of spec §7: `POST /oauth/token` exchanges the one-time code of `/loading?code=` for a token. */
export const oauthTokenRequestSchema = z.strictObject({
  code: z.string().check(z.minLength(16), z.maxLength(128)),
});
export type OauthTokenRequest = z.infer<typeof oauthTokenRequestSchema>;

/** Extension of spec §7: answer of `POST /oauth/token`. `expiresAt` is an ISO time. */
export const oauthTokenPayloadSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
});
export type OauthTokenPayload = z.infer<typeof oauthTokenPayloadSchema>;

/** Extension of spec §7: the answer of `DELETE /oauth/session` (logout on the server). */
export const sessionEndedSchema = z.object({ signedOut: z.literal(true) });

/**
 * Extension of spec §3 ("Token payload carries exp"): the claims of the bearer token.
 * `amr` follows RFC 8176 (a list); it holds the one sign-in method used. `rescue` marks a session
 * that signed in through the rescue path, the only kind the rescue key is released to. `sid` is the
 * id of the device recorded at sign-in (`GET /api/users/self/devices`): removing the device ends the session.
 */
export const bearerTokenClaimsSchema = z.object({
  sub: z.uuid(),
  sid: z.uuid(),
  exp: z.number().check(z.int()),
  iat: z.number().check(z.int()),
  amr: z.array(z.enum(SIGN_IN_METHODS)).check(z.length(1)),
  rescue: z.optional(z.boolean()),
});
export type BearerTokenClaims = z.infer<typeof bearerTokenClaimsSchema>;

/** Passwords of the local identity provider: long enough to matter, short enough to hash cheaply (the rules of `password-schemas`). */
export const passwordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters`),
  );
export const emailSchema = z.pipe(
  z.email('A valid e-mail address').check(z.maxLength(254)),
  z.transform((value) => value.toLowerCase()),
);

/** Extension of spec §7: query of the identity provider page `GET /idp/authorize`. */
export const identityPageQuerySchema = z.object({
  request: z.string().check(z.minLength(1), z.maxLength(4096)),
  mode: z.optional(z.enum(AUTH_PATHS)),
});

/** Extension of spec §7: the e-mail and password form of the identity provider page. */
export const passwordSignInFormSchema = z.strictObject({
  request: z.string().check(z.minLength(1), z.maxLength(4096)),
  intent: z.enum(AUTH_PATHS),
  email: emailSchema,
  password: passwordSchema,
});

/** Extension of spec §7: the form of the local Google / Apple stand-ins, which ask only an e-mail. */
export const providerSignInFormSchema = z.strictObject({
  request: z.string().check(z.minLength(1), z.maxLength(4096)),
  provider: z.enum(['google', 'apple']),
  email: emailSchema,
});

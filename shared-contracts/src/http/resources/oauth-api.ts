import * as z from 'zod/mini';
import {
  oauthAuthenticationPayloadSchema,
  oauthTokenPayloadSchema,
  sessionEndedSchema,
  type OauthAuthenticationRequest,
} from '../../wire/schemas/auth-schemas';
import type { ApiTransport } from '../transport/create-api-transport';

const SESSION_PATH = '/oauth/session';

/** The sign-in flow on the identity service (spec §7, DESIGN "Sign-in return"). */
export function createOauthApi(transport: ApiTransport) {
  function startSignIn(path: string, request: OauthAuthenticationRequest) {
    return transport.request('identity', { method: 'POST', path, body: request, schema: oauthAuthenticationPayloadSchema });
  }

  return {
    /** §7 `POST /oauth/authentications` (authPath, redirect, cookie referral) → the URL to send the browser to; a failure rejects. */
    signInUrl: (request: OauthAuthenticationRequest) => startSignIn('/oauth/authentications', request),
    /** §7 `POST /oauth/rescue/authentications` → as `signInUrl`, for a rescue sign-in; a failure rejects. */
    rescueSignInUrl: (request: OauthAuthenticationRequest) => startSignIn('/oauth/rescue/authentications', request),
    /**
     * Extension of §7 `POST /oauth/token` → the bearer token for the code of `/loading?code=`; a used or
     * expired code rejects (400). The answer also sets the httpOnly session cookie that `resumeSession` reads.
     */
    exchangeCode: (code: string) =>
      transport.request('identity', { method: 'POST', path: '/oauth/token', body: { code }, schema: oauthTokenPayloadSchema, credentials: 'include' }),
    /** Extension: `POST /oauth/session` → the token of the session cookie after a reload, null without a session; a failure rejects. */
    resumeSession: () =>
      transport.request('identity', { method: 'POST', path: SESSION_PATH, schema: z.nullable(oauthTokenPayloadSchema), credentials: 'include' }),
    /** Extension: `DELETE /oauth/session` → logout on the server: the cookie and the session's device go; a failure rejects. */
    endSession: () => transport.request('identity', { method: 'DELETE', path: SESSION_PATH, schema: sessionEndedSchema, credentials: 'include' }),
  };
}

export type OauthApi = ReturnType<typeof createOauthApi>;

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type ApiEnvelope, oauthAuthenticationRequestSchema, type OauthTokenPayload, oauthTokenRequestSchema } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { setSessionCookie } from '../auth/session-cookie.js';
import { deviceKeyOf, setDeviceKeyCookie } from '../auth/device-key-cookie.js';
import { newDeviceKey } from '../devices/known-devices.js';
import { recordSignIn } from '../auth/sign-in-record.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';
import { redeemLoginCode } from '../idp/login-codes.js';
import { encodeSignInRequest } from '../idp/sign-in-request.js';
import { parseRequest } from '../validation/parse-request.js';

export const oauthRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const { db, tokens, publicOrigin } = context;
  async function startSignIn(request: FastifyRequest, rescue: boolean): Promise<ApiEnvelope<string>> {
    const { authPath = 'login', redirect, referral } = parseRequest('body', oauthAuthenticationRequestSchema, request.body);
    const signInRequest = await encodeSignInRequest(tokens, { authPath, redirect, rescue, ...(referral ? { referral } : {}) });
    const page = new URL('/idp/authorize', publicOrigin);
    page.searchParams.set('request', signInRequest);
    page.searchParams.set('mode', authPath);
    return okEnvelope(page.toString());
  }

  app.post('/oauth/authentications', (request) => startSignIn(request, false));
  app.post('/oauth/rescue/authentications', (request) => startSignIn(request, true));

  app.post('/oauth/token', async (request, reply): Promise<ApiEnvelope<OauthTokenPayload | null>> => {
    const { code } = parseRequest('body', oauthTokenRequestSchema, request.body);
    const grant = await redeemLoginCode(db, code);
    if (!grant) {
      reply.code(400);
      return errorEnvelope(400, 'Invalid or expired code');
    }
    // Each sign-in is a device of its own, so the person can end this one session from another; the browser's
    // device key tells a browser the account used before from a new one, which the account is told about.
    const deviceKey = deviceKeyOf(request) ?? newDeviceKey();
    const deviceId = await recordSignIn(db, context, {
      userId: grant.userId,
      userAgent: request.headers['user-agent'],
      signInMethod: grant.method,
      reauthenticated: grant.rescue,
      deviceKey,
    });
    const session = await tokens.signSession({ ...grant, deviceId });
    setSessionCookie(request, reply, session.token, session.expiresAt);
    setDeviceKeyCookie(request, reply, deviceKey);
    return okEnvelope({ token: session.token, expiresAt: session.expiresAt.toISOString() });
  });
};

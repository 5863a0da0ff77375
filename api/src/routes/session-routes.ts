import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope, OauthTokenPayload } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { clearSessionCookie, sessionCookieOf } from '../auth/session-cookie.js';
import { removeDevice } from '../devices/devices.js';
import { okEnvelope } from '../http/envelope.js';

/**
 * Extension of spec §7: the session behind the httpOnly cookie set by `POST /oauth/token`.
 * "No session" is an answer (200, null payload), not an error: every visitor's first page asks, and
 * a 401 would make the client report an expired session, a 404 an error in its log.
 */
export const sessionRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth }) => {
  /** Gives the token of the cookie back (a reload), while it, its user and its device are valid. */
  app.post('/oauth/session', async (request, reply): Promise<ApiEnvelope<OauthTokenPayload | null>> => {
    const token = sessionCookieOf(request);
    const session = token ? await auth.verifyToken(token) : null;
    if (!token || !session) {
      if (token) clearSessionCookie(reply);
      return okEnvelope(null);
    }
    return okEnvelope({ token, expiresAt: session.expiresAt.toISOString() });
  });

  /** Logout: the cookie goes, and the device of the session with it, so the token is dead server-side too. */
  app.delete('/oauth/session', async (request, reply): Promise<ApiEnvelope<{ signedOut: true }>> => {
    const token = sessionCookieOf(request);
    const session = (await auth.readSession(request)) ?? (token ? await auth.verifyToken(token) : null);
    if (session) await removeDevice(db, session.id, session.deviceId);
    clearSessionCookie(reply);
    return okEnvelope({ signedOut: true });
  });
};

import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Extension of spec §7 (DESIGN "Security baseline": no secret in web storage): the shell keeps the
 * bearer token in memory only; the API also hands it over in this httpOnly cookie, which page
 * scripts cannot read, so a reload can ask `POST /oauth/session` for it again. Strict same-site and
 * limited to the session routes, it never rides along with any other request.
 */
export const SESSION_COOKIE = 'marketplace_session';
const COOKIE_PATH = '/oauth';

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: COOKIE_PATH,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH });
}

export function sessionCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

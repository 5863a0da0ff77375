import { SESSION_COOKIE_ITEM } from '@marketplace/contracts/wire';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearRegisteredCookie, setRegisteredCookie } from './registered-cookie.js';

/**
 * Extension of spec §7 (DESIGN "Security baseline": no secret in web storage): the shell keeps the
 * bearer token in memory only; the API also hands it over in this httpOnly cookie, which page
 * scripts cannot read, so a reload can ask `POST /oauth/session` for it again. Strict same-site and
 * limited to the session routes, it never rides along with any other request.
 */
export const SESSION_COOKIE = SESSION_COOKIE_ITEM.name;

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  setRegisteredCookie(request, reply, SESSION_COOKIE_ITEM, token, expiresAt);
}

export function clearSessionCookie(reply: FastifyReply): void {
  clearRegisteredCookie(reply, SESSION_COOKIE_ITEM);
}

export function sessionCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

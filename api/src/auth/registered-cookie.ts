import type { CookieItem } from '@marketplace/contracts/wire';
import { isRegistered } from '@marketplace/contracts/wire';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The API's httpOnly cookies, written only through their storage-registry entries (issue 24), so the
 * name, path and same-site rule the browser holds are the ones the cookie policy's table shows. `expires`
 * is the caller's: a session cookie lasts as long as its token, which only the token service knows.
 */
export function setRegisteredCookie(request: FastifyRequest, reply: FastifyReply, item: CookieItem, value: string, expires: Date): void {
  if (!isRegistered(item) || !item.httpOnly) throw new Error(`The cookie '${item.name}' is not an httpOnly cookie of the storage registry`);
  reply.setCookie(item.name, value, { httpOnly: true, sameSite: item.sameSite, secure: request.protocol === 'https', path: item.path, expires });
}

export function clearRegisteredCookie(reply: FastifyReply, item: CookieItem): void {
  reply.clearCookie(item.name, { path: item.path });
}

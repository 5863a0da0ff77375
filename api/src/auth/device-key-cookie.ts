import { DEVICE_KEY_COOKIE_ITEM } from '@marketplace/contracts/wire';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setRegisteredCookie } from './registered-cookie.js';
import { isDeviceKey } from '../devices/known-devices.js';

/**
 * The browser's device key, by which a sign-in is recognised as coming from a browser the account used
 * before (`known-devices.ts`). httpOnly and strict same-site like the session cookie, and sent only to
 * the code exchange that records a sign-in; it opens nothing: holding it only spares its browser the
 * "new device" notice for accounts that signed in from it.
 */
export const DEVICE_KEY_COOKIE = DEVICE_KEY_COOKIE_ITEM.name;
/** The registry's 400 days: the longest life browsers grant a cookie (Chromium's cap); each sign-in renews it. */
const DEVICE_KEY_LIFETIME_MS = DEVICE_KEY_COOKIE_ITEM.lifetime.amount * 24 * 60 * 60_000;

export function deviceKeyOf(request: FastifyRequest): string | null {
  const value = request.cookies[DEVICE_KEY_COOKIE];
  return isDeviceKey(value) ? value : null;
}

export function setDeviceKeyCookie(request: FastifyRequest, reply: FastifyReply, deviceKey: string, now = new Date()): void {
  setRegisteredCookie(request, reply, DEVICE_KEY_COOKIE_ITEM, deviceKey, new Date(now.getTime() + DEVICE_KEY_LIFETIME_MS));
}

/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import Cookies from 'js-cookie';
import { siteCookie } from './site-cookie';
import { CONSENT_COOKIE_ITEM, DEVICE_ID_COOKIE_ITEM, SESSION_COOKIE_ITEM, WALLET_KEY_COOKIE_ITEM } from '../../wire/site-storage/storage-registry';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('a cookie of the storage registry', () => {
  it('is written with its entry’s path, same-site rule and lifetime', () => {
    const set = jest.spyOn(Cookies, 'set');
    const now = Date.UTC(2026, 11, 2);

    siteCookie(DEVICE_ID_COOKIE_ITEM, {}, { now: () => now }).set('device-1');

    expect(set).toHaveBeenCalledWith('deviceId', 'device-1', { expires: new Date(now + 90 * 86_400_000), path: '/', sameSite: 'strict', secure: false });
    expect(Cookies.get('deviceId')).toBe('device-1');
    set.mockRestore();
  });

  it('fills its name pattern, reads back and removes what it wrote', () => {
    const cookie = siteCookie(WALLET_KEY_COOKIE_ITEM, { userId: 'user-42' });

    cookie.set('obfuscated');

    expect(cookie.name).toBe('wallet-key-user-42');
    expect(Cookies.get('wallet-key-user-42')).toBe('obfuscated');
    cookie.remove();
    expect(cookie.get()).toBeUndefined();
  });

  it('refuses a cookie the registry does not list, even one shaped like an entry', () => {
    const tracker = { ...CONSENT_COOKIE_ITEM, name: 'tracker' } as unknown as typeof CONSENT_COOKIE_ITEM;

    expect(() => siteCookie(tracker, {}).set('1')).toThrow("The cookie 'tracker' is not in the storage registry");
    expect(Cookies.get('tracker')).toBeUndefined();
  });

  it('refuses to write the API’s httpOnly cookie from a page', () => {
    expect(() => siteCookie(SESSION_COOKIE_ITEM, {}).set('token')).toThrow(/httpOnly/);
  });

  it('refuses a name pattern left without its value', () => {
    expect(() => siteCookie(WALLET_KEY_COOKIE_ITEM, {} as { userId: string })).toThrow('{userId}');
  });
});

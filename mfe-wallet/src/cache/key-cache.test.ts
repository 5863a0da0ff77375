import Cookies from 'js-cookie';
import { createKeyCache, keyCacheCookieName } from './key-cache';

const USER = '5d7c1a62-4b1e-4d43-9a55-2f0d5e0e3c11';
const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.sessionStorage.clear();
});

describe('the key cache', () => {
  it('gives the key back within the hour, from a cookie named by the user id that does not hold it in clear', async () => {
    const cache = createKeyCache();

    await cache.store(USER, KEY);

    const cookie = Cookies.get(keyCacheCookieName(USER));
    expect(cookie).toBeTruthy();
    expect(cookie).not.toContain(KEY.slice(2, 12));
    await expect(cache.read(USER)).resolves.toBe(KEY);
  });

  it('sets the cookie for 3600 s, strict', async () => {
    const set = jest.spyOn(Cookies, 'set');
    const before = Date.now();

    await createKeyCache().store(USER, KEY);

    const attributes = set.mock.calls[0]![2]!;
    expect(attributes).toMatchObject({ sameSite: 'strict', path: '/' });
    expect((attributes.expires as Date).getTime() - before).toBeGreaterThanOrEqual(3600 * 1000 - 50);
    expect((attributes.expires as Date).getTime() - before).toBeLessThanOrEqual(3600 * 1000 + 1000);
    set.mockRestore();
  });

  it('is useless without the session half: a new tab finds nothing', async () => {
    await createKeyCache().store(USER, KEY);
    window.sessionStorage.clear();

    await expect(createKeyCache().read(USER)).resolves.toBeNull();
  });

  it('finds nothing for another user, or after destroy', async () => {
    const cache = createKeyCache();
    await cache.store(USER, KEY);

    await expect(cache.read('another-user')).resolves.toBeNull();
    cache.destroy(USER);
    await expect(cache.read(USER)).resolves.toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('reads a damaged cookie as no cache', async () => {
    const cache = createKeyCache();
    await cache.store(USER, KEY);
    Cookies.set(keyCacheCookieName(USER), 'damaged');

    await expect(cache.read(USER)).resolves.toBeNull();
  });

  it("fails with 'Destruction failed.' when the stores refuse", () => {
    const cache = createKeyCache({
      cookies: {
        get: Cookies.get,
        set: Cookies.set,
        remove: () => {
          throw new Error('blocked');
        },
      } as never,
    });

    expect(() => cache.destroy(USER)).toThrow('Destruction failed.');
  });
});

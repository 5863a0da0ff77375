import Cookies from 'js-cookie';
import { CRYPTO_ERRORS, CryptoError } from '../crypto/crypto-errors';
import { deobfuscate, generateObfuscationKey, obfuscate } from '../crypto/obfuscation';

/** Spec §9: the unlocked key is cached for 3600 s. */
const KEY_CACHE_SECONDS = 3600;
const OBFUSCATION_KEY_STORAGE = 'marketplace:wallet-cache-key';

/** Named by the user id (spec §4), so logout finds it among the user's id-named cookies. */
export const keyCacheCookieName = (userId: string) => `wallet-key-${userId}`;

export interface KeyCacheStores {
  cookies?: Pick<typeof Cookies, 'get' | 'set' | 'remove'>;
  session?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/**
 * The one-hour cache of the unlocked key (spec §4): obfuscated in a cookie named by the user id,
 * with the obfuscation key in sessionStorage. Either alone is useless: the cookie outlives the tab
 * but not the hour, the session key dies with the tab and never travels to a server.
 */
export function createKeyCache({ cookies = Cookies, session = window.sessionStorage }: KeyCacheStores = {}) {
  return {
    async store(userId: string, privateKey: string): Promise<void> {
      const key = session.getItem(OBFUSCATION_KEY_STORAGE) ?? generateObfuscationKey();
      session.setItem(OBFUSCATION_KEY_STORAGE, key);
      cookies.set(keyCacheCookieName(userId), await obfuscate(privateKey, key), {
        expires: new Date(Date.now() + KEY_CACHE_SECONDS * 1000),
        path: '/',
        sameSite: 'strict',
        secure: window.location.protocol === 'https:',
      });
    },

    /** The cached key, or null when there is none, it expired, or its half in this tab is missing. */
    async read(userId: string): Promise<string | null> {
      const obfuscated = cookies.get(keyCacheCookieName(userId));
      const key = session.getItem(OBFUSCATION_KEY_STORAGE);
      if (!obfuscated || !key) return null;
      try {
        return await deobfuscate(obfuscated, key);
      } catch {
        return null;
      }
    },

    /** Logout: both halves go; failing to remove them is 'Destruction failed.' (spec §8). */
    destroy(userId: string): void {
      try {
        cookies.remove(keyCacheCookieName(userId), { path: '/' });
        session.removeItem(OBFUSCATION_KEY_STORAGE);
      } catch (cause) {
        throw new CryptoError(CRYPTO_ERRORS.destruction, { cause });
      }
    },
  };
}

export type KeyCache = ReturnType<typeof createKeyCache>;

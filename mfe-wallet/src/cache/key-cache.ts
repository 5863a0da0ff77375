import { type CookieJar, type KeyValueStorage, browserStorage, siteCookie, webStorageKey } from '@marketplace/contracts/browser';
import { WALLET_CACHE_KEY_ITEM, WALLET_KEY_COOKIE_ITEM } from '@marketplace/contracts/wire';
import { CRYPTO_ERRORS, CryptoError } from '../crypto/crypto-errors';
import { deobfuscate, generateObfuscationKey, obfuscate } from '../crypto/obfuscation';

/** Named by the user id (spec §4), so logout finds it among the user's id-named cookies; kept 3600 s (spec §9). */
export const keyCacheCookieName = (userId: string) => siteCookie(WALLET_KEY_COOKIE_ITEM, { userId }).name;

export interface KeyCacheStores {
  cookies?: CookieJar;
  session?: KeyValueStorage | null;
}

/**
 * The one-hour cache of the unlocked key (spec §4): obfuscated in a cookie named by the user id,
 * with the obfuscation key in sessionStorage. Either alone is useless: the cookie outlives the tab
 * but not the hour, the session key dies with the tab and never travels to a server.
 */
export function createKeyCache({ cookies, session = browserStorage(WALLET_CACHE_KEY_ITEM.store) }: KeyCacheStores = {}) {
  const obfuscationKey = webStorageKey(WALLET_CACHE_KEY_ITEM, {}, session);
  const cookieOf = (userId: string) => siteCookie(WALLET_KEY_COOKIE_ITEM, { userId }, cookies ? { jar: cookies } : {});
  return {
    async store(userId: string, privateKey: string): Promise<void> {
      const key = obfuscationKey.get() ?? generateObfuscationKey();
      obfuscationKey.set(key);
      cookieOf(userId).set(await obfuscate(privateKey, key));
    },

    /** The cached key, or null when there is none, it expired, or its half in this tab is missing. */
    async read(userId: string): Promise<string | null> {
      const obfuscated = cookieOf(userId).get();
      const key = obfuscationKey.get();
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
        cookieOf(userId).remove();
        // Not through the key's `remove`, which swallows a refusal: a half left behind must say so.
        session?.removeItem(obfuscationKey.name);
      } catch (cause) {
        throw new CryptoError(CRYPTO_ERRORS.destruction, { cause });
      }
    },
  };
}

export type KeyCache = ReturnType<typeof createKeyCache>;

import type { QueryClient } from '@tanstack/react-query';
import type { UserProfileCache } from '@marketplace/contracts/browser';

/**
 * The shell's remembered remote overrides (debug mode only), `OVERRIDE_STORAGE_KEY` in
 * shell/src/federation/remote-manifests.ts: a remote cannot import the shell, so the name is repeated here.
 */
export const REMOTE_OVERRIDES_STORAGE_KEY = 'marketplace:remote-overrides';

/** The prefix i18next's localStorage cache (i18next-localstorage-backend) stores translation bundles under. */
export const TRANSLATION_STORAGE_PREFIX = 'i18next_res_';

/** Where the shell loads a language's messages (shell/src/i18n/load-messages.ts). */
export const messagesUrl = (locale: string) => `/_i18n/${locale}/messages.json`;

export interface SiteCaches {
  queryClient: Pick<QueryClient, 'getQueryCache' | 'clear'>;
  profiles: Pick<UserProfileCache, 'clear'> | null;
  /** The languages whose messages the page holds (i18next's loaded bundles). */
  loadedLocales: readonly string[];
  storage: Pick<Storage, 'length' | 'key' | 'removeItem' | 'getItem'>;
  /** `window.caches`; undefined where the browser has none (http pages other than localhost). */
  cacheStorage: Pick<CacheStorage, 'keys' | 'delete'> | undefined;
  fetch: typeof fetch;
  /** Runtime config `debug`: only then may remote overrides be remembered, and only then are they forgotten. */
  debug: boolean;
}

export interface ClearedCounts {
  queries: number;
  profiles: number;
  translations: number;
  cacheStorage: number;
  remoteOverrides: number;
}

/**
 * Clears what the site keeps in this browser, except the session. Kept on purpose: every cookie (the
 * session token, the wallet key cache named by the user id, deviceId, locale) and all of sessionStorage
 * (the wallet key cache's other half), so the person is still signed in, wallet unlocked, after the reload.
 * Cleared: the server-state queries, other people's cached profiles, the translations (the browser's
 * HTTP copy of each loaded language is fetched again, so the reload gets the current messages, and any
 * localStorage copy is dropped), the Cache Storage caches and, in debug mode, the remembered remote
 * overrides. Answers what it cleared, by kind.
 */
export async function clearSiteCaches(caches: SiteCaches): Promise<ClearedCounts> {
  const queries = caches.queryClient.getQueryCache().getAll().length;
  caches.queryClient.clear();
  const profiles = caches.profiles?.clear() ?? 0;

  const storedTranslations = storageKeys(caches.storage).filter((key) => key.startsWith(TRANSLATION_STORAGE_PREFIX));
  for (const key of storedTranslations) caches.storage.removeItem(key);
  const refetched = await Promise.all(
    caches.loadedLocales.map((locale) =>
      caches
        .fetch(messagesUrl(locale), { cache: 'reload' })
        .then((response) => response.ok)
        .catch(() => false),
    ),
  );

  const cacheStorage = caches.cacheStorage;
  const cacheNames = cacheStorage ? await cacheStorage.keys() : [];
  const deleted = cacheStorage ? await Promise.all(cacheNames.map((name) => cacheStorage.delete(name))) : [];

  let remoteOverrides = 0;
  if (caches.debug) {
    const overrides = caches.storage.getItem(REMOTE_OVERRIDES_STORAGE_KEY);
    if (overrides !== null) {
      remoteOverrides = overrideCount(overrides);
      caches.storage.removeItem(REMOTE_OVERRIDES_STORAGE_KEY);
    }
  }

  return {
    queries,
    profiles,
    translations: storedTranslations.length + refetched.filter(Boolean).length,
    cacheStorage: deleted.filter(Boolean).length,
    remoteOverrides,
  };
}

function storageKeys(storage: Pick<Storage, 'length' | 'key'>): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
}

/** `{"legal": "<manifest>"}`: one per remote; an unreadable value still counts as the one entry removed. */
function overrideCount(stored: string): number {
  try {
    const parsed: unknown = JSON.parse(stored);
    return parsed && typeof parsed === 'object' ? Math.max(Object.keys(parsed).length, 1) : 1;
  } catch {
    return 1;
  }
}

import { QueryClient } from '@tanstack/react-query';
import { type SiteCaches, clearSiteCaches, REMOTE_OVERRIDES_STORAGE_KEY } from './clear-site-caches';

/** A Map-backed Storage, so the test sees exactly which keys stay. */
function fakeStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()].sort(),
  };
}

function setUp({ debug = false }: { debug?: boolean } = {}) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['rates'], { price: 1 });
  queryClient.setQueryData(['users', 'self'], { id: 'u1' });
  const profiles = { clear: jest.fn(() => 3) };
  const storage = fakeStorage({
    i18next_res_en_translation: '{}',
    i18next_res_ja_translation: '{}',
    [REMOTE_OVERRIDES_STORAGE_KEY]: '{"legal":"http://127.0.0.1:9000/mf-manifest.json","wallet":"x"}',
    reCaptchaToken: 'humanity',
  });
  const cacheNames = ['workbox-precache', 'images'];
  const cacheStorage = { keys: jest.fn(async () => cacheNames), delete: jest.fn(async (_name: string) => true) };
  const fetched: Array<{ url: string; cache: RequestCache | undefined }> = [];
  const fetchFake = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    fetched.push({ url: String(url), cache: init?.cache });
    return new Response('{}', { status: String(url).includes('/ko/') ? 503 : 200 });
  });
  const caches: SiteCaches = { queryClient, profiles, loadedLocales: ['en', 'ja', 'ko'], storage, cacheStorage, fetch: fetchFake as typeof fetch, debug };
  return { caches, queryClient, profiles, storage, cacheStorage, fetched };
}

describe('clearSiteCaches', () => {
  it('clears the queries, the profiles, the stored translations and the Cache Storage, and counts each', async () => {
    const { caches, queryClient, profiles, storage, cacheStorage } = setUp();

    const counts = await clearSiteCaches(caches);

    // Translations: two localStorage copies dropped, two of three languages fetched again (ko failed).
    expect(counts).toEqual({ queries: 2, profiles: 3, translations: 4, cacheStorage: 2, remoteOverrides: 0 });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(profiles.clear).toHaveBeenCalledTimes(1);
    expect(cacheStorage.delete.mock.calls.map(([name]) => name)).toEqual(['workbox-precache', 'images']);
    // Outside debug mode the overrides are not the page's to touch; nothing else in storage is either.
    expect(storage.keys()).toEqual([REMOTE_OVERRIDES_STORAGE_KEY, 'reCaptchaToken']);
  });

  it("fetches each loaded language's messages past the HTTP cache, so the reload gets the current ones", async () => {
    const { caches, fetched } = setUp();

    await clearSiteCaches(caches);

    expect(fetched).toEqual([
      { url: '/_i18n/en/messages.json', cache: 'reload' },
      { url: '/_i18n/ja/messages.json', cache: 'reload' },
      { url: '/_i18n/ko/messages.json', cache: 'reload' },
    ]);
  });

  it('forgets the remembered remote overrides in debug mode, counting the remotes', async () => {
    const { caches, storage } = setUp({ debug: true });

    const counts = await clearSiteCaches(caches);

    expect(counts.remoteOverrides).toBe(2);
    expect(storage.keys()).toEqual(['reCaptchaToken']);
  });

  it('works where the browser has no Cache Storage and the shell no profile cache', async () => {
    const { caches } = setUp();

    const counts = await clearSiteCaches({ ...caches, cacheStorage: undefined, profiles: null });

    expect(counts).toMatchObject({ cacheStorage: 0, profiles: 0 });
  });
});

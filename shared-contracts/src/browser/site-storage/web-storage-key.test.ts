/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import { webStorageKey } from './web-storage-key';
import { CHUNK_RELOAD_ITEM, SIGNED_IN_HINT_ITEM, WALLET_CACHE_KEY_ITEM } from '../../wire/site-storage/storage-registry';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('a storage key of the storage registry', () => {
  it('is kept in the storage its entry names', () => {
    webStorageKey(SIGNED_IN_HINT_ITEM, {}).set('1');
    webStorageKey(WALLET_CACHE_KEY_ITEM, {}).set('half');

    expect(window.localStorage.getItem('marketplace:signed-in')).toBe('1');
    expect(window.sessionStorage.getItem('marketplace:wallet-cache-key')).toBe('half');
    expect(window.sessionStorage.getItem('marketplace:signed-in')).toBeNull();
  });

  it('fills its name pattern and removes what it wrote', () => {
    const key = webStorageKey(CHUNK_RELOAD_ITEM, { path: '/ja/market/x' });

    key.set('123');

    expect(window.sessionStorage.getItem('marketplace:chunk-reload:/ja/market/x')).toBe('123');
    key.remove();
    expect(key.get()).toBeNull();
  });

  it('refuses a key the registry does not list', () => {
    const tracker = { ...SIGNED_IN_HINT_ITEM, name: 'tracker' } as unknown as typeof SIGNED_IN_HINT_ITEM;

    expect(() => webStorageKey(tracker, {}).set('1')).toThrow("The storage key 'tracker' is not in the storage registry");
    expect(window.localStorage.getItem('tracker')).toBeNull();
  });

  it('keeps nothing, and does not fail, where the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const key = webStorageKey(SIGNED_IN_HINT_ITEM, {}, refusing);

    expect(() => key.set('1')).not.toThrow();
    expect(key.get()).toBeNull();
    expect(() => key.remove()).not.toThrow();
    expect(webStorageKey(SIGNED_IN_HINT_ITEM, {}, null).get()).toBeNull();
  });
});

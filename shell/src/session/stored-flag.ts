type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A one-bit flag under one key: `'1'` when set, no entry when not. Refused storage (null) is never set. */
export interface StoredFlag {
  isSet(): boolean;
  set(on: boolean): void;
}

export function storedFlag(storage: FlagStorage | null, key: string): StoredFlag {
  return {
    isSet: () => storage?.getItem(key) === '1',
    set: (on) => {
      if (on) storage?.setItem(key, '1');
      else storage?.removeItem(key);
    },
  };
}

/** The page's localStorage or sessionStorage, or none where it is refused (a privacy mode). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

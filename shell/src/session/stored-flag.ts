import type { WebStorageKey } from '@marketplace/contracts/browser';

/** A one-bit flag under one registered key: `'1'` when set, no entry when not. Refused storage is never set. */
export interface StoredFlag {
  isSet(): boolean;
  set(on: boolean): void;
}

export function storedFlag(key: WebStorageKey): StoredFlag {
  return {
    isSet: () => key.get() === '1',
    set: (on) => {
      if (on) key.set('1');
      else key.remove();
    },
  };
}

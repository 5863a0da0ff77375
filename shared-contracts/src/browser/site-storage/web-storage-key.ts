import { isRegistered } from '../../wire/site-storage/storage-registry';
import { type NameValues, storedItemName, type WebStorageItem } from '../../wire/site-storage/stored-item';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's localStorage or sessionStorage, or none where the browser refuses it (a privacy mode). */
export function browserStorage(kind: WebStorageItem['store']): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null;
  }
}

export interface WebStorageKey {
  readonly name: string;
  /** The stored text; null when there is none or the storage is refused. */
  get(): string | null;
  /** Stores the text; a refused storage or a full quota keeps nothing (the caller's feature degrades, it never fails). */
  set(value: string): void;
  remove(): void;
}

/**
 * A key of localStorage or sessionStorage from the storage registry: the only way the site writes one,
 * so every key the browser holds is in the cookie policy's table. An item that is not the registry's is
 * refused when written. `storage` replaces the item's own store in tests.
 */
export function webStorageKey<Item extends WebStorageItem>(
  item: Item,
  values: NameValues<Item>,
  storage: KeyValueStorage | null = browserStorage(item.store),
): WebStorageKey {
  const name = storedItemName(item, values);
  return {
    name,
    get() {
      try {
        return storage?.getItem(name) ?? null;
      } catch {
        return null;
      }
    },
    set(value) {
      if (!isRegistered(item)) throw new Error(`The storage key '${item.name}' is not in the storage registry`);
      try {
        storage?.setItem(name, value);
      } catch {
        // Quota or a refused storage: nothing kept, as if it had never been written.
      }
    },
    remove() {
      try {
        storage?.removeItem(name);
      } catch {
        // A refused storage holds nothing to remove.
      }
    },
  };
}

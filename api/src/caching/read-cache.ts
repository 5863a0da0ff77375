import type { Table } from 'drizzle-orm';
import type { TableChangeFeed } from '../db/table-changes.js';

export interface ReadCacheOptions {
  /**
   * Every table whose change can alter an answer, with the parents whose deletes cascade into them:
   * a statement on any of them forgets every kept answer.
   */
  dependsOn: readonly Table[];
  /** The longest an answer is kept: how stale it may be after a write this process does not see. */
  ttlMs: number;
  /**
   * 'exact' for answers that must never be stale, such as whether a session still stands: kept only
   * while the feed sees every write (PGlite), never on PostgreSQL. 'bounded' (the default) keeps them
   * either way, at most `ttlMs`.
   */
  freshness?: 'bounded' | 'exact';
  /** Answers kept at most; the least recently read is dropped first. */
  maxEntries: number;
  /** Milliseconds of a monotonic clock; tests pass their own. */
  now?: () => number;
}

export interface ReadCache<V> {
  /**
   * The answer kept for `key`, or the one `load` gives, then kept. Reads that miss together share one
   * load, so 50 clients arriving on an expired answer ask the database once. A load that fails is not kept.
   */
  read(key: string, load: () => Promise<V>): Promise<V>;
  /** Stops listening for table changes (the app closing). */
  close(): void;
}

interface Kept<V> {
  value: V;
  expiresAt: number;
}

/**
 * An in-memory cache of database reads that a write makes forget at once: through this process's
 * database directly, by another instance through PostgreSQL's notifications (see `TableChangeFeed`).
 * Without a feed nothing reports writes, so nothing is kept; nor while the feed is not `coherent`.
 */
export function createReadCache<V>(
  changes: TableChangeFeed | null,
  { dependsOn, ttlMs, maxEntries, freshness = 'bounded', now = () => performance.now() }: ReadCacheOptions,
): ReadCache<V> {
  if (!changes || (freshness === 'exact' && !changes.seesEveryWrite)) return { read: (_key, load) => load(), close: () => {} };

  const kept = new Map<string, Kept<V>>();
  const loading = new Map<string, Promise<V>>();
  // A load that began before a write may have read the old rows: the generation tells it not to keep them.
  let generation = 0;
  const stopListening = changes.subscribe(dependsOn, () => {
    generation += 1;
    kept.clear();
    loading.clear();
  });

  function keep(key: string, value: V, expiresAt: number): void {
    kept.set(key, { value, expiresAt });
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
  }

  return {
    read(key, load) {
      // Deaf to other instances' writes (the notification connection is down): every read asks the database.
      if (!changes.coherent) return load();
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        if (hit.expiresAt > now()) {
          // Map order is insertion order: re-inserting marks the key most recently read.
          kept.set(key, hit);
          return Promise.resolve(hit.value);
        }
      }
      const pending = loading.get(key);
      if (pending) return pending;

      const startedIn = generation;
      // The answer is as old as the moment the load began, not the moment it came back.
      const expiresAt = now() + ttlMs;
      const load$ = load().then((value) => {
        if (generation === startedIn) keep(key, value, expiresAt);
        return value;
      });
      const settled = () => {
        if (loading.get(key) === load$) loading.delete(key);
      };
      load$.then(settled, settled);
      loading.set(key, load$);
      return load$;
    },
    close: stopListening,
  };
}

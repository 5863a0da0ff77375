/** Spec §9: at most this many route preloads run at once. */
export const ROUTE_PRELOAD_CONCURRENCY = 5;

export interface PreloadQueue {
  /** Runs `load` once for `key` (later calls for the same key are ignored), when a slot is free. */
  preload(key: string, load: () => Promise<unknown>): void;
}

/**
 * Preloads of the remote modules behind links, a few at a time, so hovering over a menu of twenty
 * links never sends twenty requests ahead of the page the person actually opens. Failures are
 * dropped: the page's own load will try again and show its error.
 */
export function createPreloadQueue(concurrency = ROUTE_PRELOAD_CONCURRENCY): PreloadQueue {
  const seen = new Set<string>();
  const waiting: (() => Promise<unknown>)[] = [];
  let running = 0;

  const next = () => {
    while (running < concurrency) {
      const load = waiting.shift();
      if (!load) return;
      running += 1;
      void load()
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };

  return {
    preload(key, load) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push(load);
      next();
    },
  };
}

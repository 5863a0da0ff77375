/** Spec §4: a failed chunk or dynamic import reloads the page, at most once per 10 s per path. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
const STORAGE_PREFIX = 'marketplace:chunk-reload:';

interface ReloadPolicyDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  reload?: () => void;
}

/** Reloads when this path has not been reloaded for a chunk failure within the window; says whether it did. */
export function reloadOnceForChunkFailure(path: string, deps: ReloadPolicyDeps = {}): boolean {
  const storage = deps.storage ?? window.sessionStorage;
  const now = (deps.now ?? Date.now)();
  const key = `${STORAGE_PREFIX}${path}`;
  const last = Number(storage.getItem(key));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(key, String(now));
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}

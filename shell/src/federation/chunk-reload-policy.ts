import { splitLocalePath } from '@marketplace/contracts/wire';

/** Spec §4: a failed chunk or dynamic import reloads the page, at most once per 10 s per path. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
/** Spec §4: at the home page the reload keeps the page's state, and may come again after 5000 ms. */
export const HOME_RELOAD_WINDOW_MS = 5000;
const STORAGE_PREFIX = 'marketplace:chunk-reload:';

interface ReloadPolicyDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  reload?: () => void;
  /** Saves what the page should find again after a reload at home (see `kept-state.ts`). */
  keepState?: () => void;
}

/** Reloads when this path has not been reloaded for a chunk failure within its window; says whether it did. */
export function reloadOnceForChunkFailure(pathname: string, deps: ReloadPolicyDeps = {}): boolean {
  const storage = deps.storage ?? window.sessionStorage;
  const now = (deps.now ?? Date.now)();
  const atHome = splitLocalePath(pathname).path === '/';
  const key = `${STORAGE_PREFIX}${pathname}`;
  const last = Number(storage.getItem(key));
  const windowMs = atHome ? HOME_RELOAD_WINDOW_MS : CHUNK_RELOAD_WINDOW_MS;
  if (Number.isFinite(last) && last > 0 && now - last < windowMs) return false;
  storage.setItem(key, String(now));
  if (atHome) deps.keepState?.();
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}

import { type KeyValueStorage, browserStorage, webStorageKey } from '@marketplace/contracts/browser';
import { CHUNK_RELOAD_ITEM, splitLocalePath } from '@marketplace/contracts/wire';
import { isPageLeaving } from './page-leaving';

/** Spec §4: a failed chunk or dynamic import reloads the page, at most once per 10 s per path. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
/** Spec §4: at the home page the reload keeps the page's state, and may come again after 5000 ms. */
export const HOME_RELOAD_WINDOW_MS = 5000;

interface ReloadPolicyDeps {
  storage?: KeyValueStorage | null;
  now?: () => number;
  reload?: () => void;
  /** Saves what the page should find again after a reload at home (see `kept-state.ts`). */
  keepState?: () => void;
  /** Whether a navigation away has begun (`page-leaving.ts`). */
  leaving?: () => boolean;
}

/**
 * Reloads when this path has not been reloaded for a chunk failure within its window; says whether it did.
 * Never while the person is leaving the page: the failure is the browser stopping the page's fetches, and a
 * reload would cancel their navigation. The caller then shows the failure, which nobody sees if they leave.
 */
export function reloadOnceForChunkFailure(pathname: string, deps: ReloadPolicyDeps = {}): boolean {
  if ((deps.leaving ?? isPageLeaving)()) return false;
  const lastReload = webStorageKey(CHUNK_RELOAD_ITEM, { path: pathname }, deps.storage === undefined ? browserStorage(CHUNK_RELOAD_ITEM.store) : deps.storage);
  const now = (deps.now ?? Date.now)();
  const atHome = splitLocalePath(pathname).path === '/';
  const last = Number(lastReload.get());
  const windowMs = atHome ? HOME_RELOAD_WINDOW_MS : CHUNK_RELOAD_WINDOW_MS;
  if (Number.isFinite(last) && last > 0 && now - last < windowMs) return false;
  lastReload.set(String(now));
  if (atHome) deps.keepState?.();
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}

import type { ModalQueue } from '../modal-queue/modal-queue';
import type { ModalRequest } from '../modal-queue/modal-request';
import { HOME_RELOAD_WINDOW_MS } from './chunk-reload-policy';

const KEY = 'marketplace:kept-state';

interface KeptState {
  savedAt: number;
  modals: ModalRequest[];
}

/**
 * What a reload at the home page keeps (spec §4 "failed import at / keeps state, ttl 5000 ms"): the
 * modals that were open or waiting. Nothing secret is in it; the session comes back from the API's
 * cookie on its own. Kept state older than the ttl is ignored.
 */
export function keepState(queue: ModalQueue, storage: Pick<Storage, 'setItem'> = window.sessionStorage, now = Date.now()): void {
  const state: KeptState = { savedAt: now, modals: queue.store.getState().queue.map(({ request }) => request) };
  storage.setItem(KEY, JSON.stringify(state));
}

/** Puts kept state back once, after the reload; later loads find nothing. */
export function restoreKeptState(queue: ModalQueue, storage: Pick<Storage, 'getItem' | 'removeItem'> = window.sessionStorage, now = Date.now()): void {
  const raw = storage.getItem(KEY);
  storage.removeItem(KEY);
  if (!raw) return;
  try {
    const state = JSON.parse(raw) as KeptState;
    if (now - state.savedAt > HOME_RELOAD_WINDOW_MS) return;
    // The loader belongs to a sign-in that the reload ended; everything else opens again in order.
    for (const request of state.modals) if (request.kind !== 'login-loader') queue.open(request);
  } catch {
    // Unreadable state is no state.
  }
}

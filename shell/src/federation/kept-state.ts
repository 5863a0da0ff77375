import { type KeyValueStorage, browserStorage, webStorageKey } from '@marketplace/contracts/browser';
import { KEPT_STATE_ITEM } from '@marketplace/contracts/wire';
import type { ModalQueue } from '../modal-queue/modal-queue';
import type { ModalRequest } from '../modal-queue/modal-request';
import { HOME_RELOAD_WINDOW_MS } from './chunk-reload-policy';

interface KeptState {
  savedAt: number;
  modals: ModalRequest[];
}

/**
 * What a reload at the home page keeps (spec §4 "failed import at / keeps state, ttl 5000 ms"): the
 * modals that were open or waiting. Nothing secret is in it; the session comes back from the API's
 * cookie on its own. Kept state older than the ttl is ignored.
 */
const keptState = (storage: KeyValueStorage | null) => webStorageKey(KEPT_STATE_ITEM, {}, storage);

export function keepState(queue: ModalQueue, storage: KeyValueStorage | null = browserStorage(KEPT_STATE_ITEM.store), now = Date.now()): void {
  const state: KeptState = { savedAt: now, modals: queue.store.getState().queue.map(({ request }) => request) };
  keptState(storage).set(JSON.stringify(state));
}

/** Puts kept state back once, after the reload; later loads find nothing. */
export function restoreKeptState(queue: ModalQueue, storage: KeyValueStorage | null = browserStorage(KEPT_STATE_ITEM.store), now = Date.now()): void {
  const kept = keptState(storage);
  const raw = kept.get();
  kept.remove();
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

import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { isBanner, isDismissible } from './modal-registry';
import type { ModalKind, ModalRequest } from './modal-request';

export interface QueuedModal {
  /** Unique per opening, so closing an old one never closes its successor. */
  key: number;
  request: ModalRequest;
}

interface ModalQueueState {
  queue: readonly QueuedModal[];
}

/** The dialog on screen: the first request of the queue that is not a banner. */
function shownDialog(queue: readonly QueuedModal[]): QueuedModal | null {
  return queue.find((queued) => !isBanner(queued.request)) ?? null;
}

/** The banner on screen: the first banner of the queue, while no dialog is shown (one at a time). */
function shownBanner(queue: readonly QueuedModal[]): QueuedModal | null {
  return shownDialog(queue) ? null : (queue.find((queued) => isBanner(queued.request)) ?? null);
}

/**
 * Spec §2: one modal visible at a time. The first opens at once; later ones wait and show in the
 * order they were asked for. Asking again for a modal of a kind already waiting or shown does not
 * stack a second one (two 401s in a row give one token-expired modal); it only changes its mode.
 */
export function createModalQueue() {
  const store = createStore<ModalQueueState>(() => ({ queue: [] }));
  let nextKey = 1;

  /** Closes every modal, shown or waiting, whose request matches. */
  function closeWhere(matches: (request: ModalRequest) => boolean): void {
    store.setState(({ queue }) => ({ queue: queue.filter((queued) => !matches(queued.request)) }));
  }

  return {
    store,
    open(request: ModalRequest): number {
      const existing = store.getState().queue.find((queued) => queued.request.kind === request.kind);
      if (existing) {
        // A later ask of the same modal in another mode (`?link` over the sign-in's create prompt)
        // takes its place; one that may not be dismissed (a wallet update) is not talked out of it.
        if (JSON.stringify(existing.request) !== JSON.stringify(request) && isDismissible(existing.request)) {
          store.setState(({ queue }) => ({ queue: queue.map((queued) => (queued.key === existing.key ? { ...queued, request } : queued)) }));
        }
        return existing.key;
      }
      const key = nextKey++;
      store.setState(({ queue }) => ({ queue: [...queue, { key, request }] }));
      return key;
    },
    close(key: number): void {
      store.setState(({ queue }) => ({ queue: queue.filter((queued) => queued.key !== key) }));
    },
    /** Changes what a modal shows, in its place (the next step of a sequence); a key that is gone changes nothing. */
    update(key: number, request: ModalRequest): void {
      store.setState(({ queue }) => ({ queue: queue.map((queued) => (queued.key === key ? { ...queued, request } : queued)) }));
    },
    closeWhere,
    closeKind(kind: ModalKind): void {
      closeWhere((request) => request.kind === kind);
    },
    /** The dialog on screen (a banner is never "current": it blocks nothing). */
    current(): QueuedModal | null {
      return shownDialog(store.getState().queue);
    },
  };
}

export type ModalQueue = ReturnType<typeof createModalQueue>;

/** The one queue of the page. */
export const modalQueue = createModalQueue();

export function useCurrentModal(queue: ModalQueue = modalQueue): QueuedModal | null {
  return useStore(queue.store, (state) => shownDialog(state.queue));
}

export function useCurrentBanner(queue: ModalQueue = modalQueue): QueuedModal | null {
  return useStore(queue.store, (state) => shownBanner(state.queue));
}

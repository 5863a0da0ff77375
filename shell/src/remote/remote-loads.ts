import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** How many remote modules the page waits for outside a navigation (a route's view loading on its own). */
const remoteLoadsStore = createStore(() => ({ pending: 0 }));

const change = (by: number) => remoteLoadsStore.setState(({ pending }) => ({ pending: pending + by }));

/** Counts `load` as pending until it settles, so the navigation progress bar shows while it runs. */
export function trackRemoteLoad<T>(load: Promise<T>): Promise<T> {
  change(1);
  return load.finally(() => change(-1));
}

export function useRemoteLoadPending(): boolean {
  return useStore(remoteLoadsStore, ({ pending }) => pending > 0);
}

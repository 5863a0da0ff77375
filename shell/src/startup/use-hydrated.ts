import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React takes over a prerendered page's markup (the server snapshot), true from then on
 * and on every page rendered in the browser. A control whose handler only exists once React runs is
 * disabled until then: a choice made on the bare markup would be lost, and the reader would not know.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

import { useCallback } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

const keptStore = createStore<Record<string, unknown>>(() => ({}));

/**
 * `useState` whose value outlives the component, by key: the selling dialog closes while the wallet
 * asks for a signature and opens again after it, and what the person typed and how their last attempt
 * ended must be there when it does. Keys name the collectible and the field.
 */
export function useKeptState<T>(key: string, initial: T): [T, (next: T) => void] {
  const value = useStore(keptStore, (state) => (key in state ? (state[key] as T) : initial));
  const setValue = useCallback((next: T) => keptStore.setState({ [key]: next }), [key]);
  return [value, setValue];
}

/** The kept value now, outside React: a second click in the same tick must see the first one's. */
export function keptValue<T>(key: string, initial: T): T {
  const state = keptStore.getState();
  return key in state ? (state[key] as T) : initial;
}

export function setKeptValue<T>(key: string, value: T): void {
  keptStore.setState({ [key]: value });
}

/** Forgets every kept value whose key starts so (a form done with, or the tests between them). */
export function forgetKept(prefix = ''): void {
  keptStore.setState((state) => Object.fromEntries(Object.entries(state).filter(([key]) => !key.startsWith(prefix))), true);
}

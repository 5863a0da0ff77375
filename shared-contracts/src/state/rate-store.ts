import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export type RateState = { status: 'loading'; price: null } | { status: 'ready'; price: number } | { status: 'failed'; price: null };

/**
 * The GEM-USD rate of the page, refreshed by the shell every 30 s (spec §9); every USD amount on the
 * page converts at this one rate. A failed refresh keeps the last known price.
 */
export const rateStore = createStore<RateState>(() => ({ status: 'loading', price: null }));

export function useRate(): RateState {
  return useStore(rateStore);
}

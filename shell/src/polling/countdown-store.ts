import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { REFRESH_PERIOD_MS } from './refresh-cycle';

/** Seconds until the rate and unread count refresh again, for every countdown on the page. */
export const countdownStore = createStore<{ secondsLeft: number }>(() => ({ secondsLeft: REFRESH_PERIOD_MS / 1000 }));

export function useRefreshCountdown(): number {
  return useStore(countdownStore, (state) => state.secondsLeft);
}

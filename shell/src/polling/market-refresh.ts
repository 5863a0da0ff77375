import type { StoreApi } from 'zustand/vanilla';
import { rateStore, sessionStore, type MarketplaceApi, type SessionState } from '@marketplace/contracts';
import { countdownStore } from './countdown-store';
import { startRefreshCycle, type RefreshCycle } from './refresh-cycle';

/** One refresh: the rate for everyone, the unread count for a signed-in user. */
async function refreshMarketData(api: Pick<MarketplaceApi, 'rates' | 'notifications'>, signedIn: boolean, store: StoreApi<SessionState>): Promise<void> {
  await Promise.all([
    api.rates.productUsd().then(
      ({ price }) => rateStore.setState({ status: 'ready', price }),
      // A failed refresh keeps the price already shown; only a page that never had one says so.
      () => rateStore.setState((state) => (state.status === 'ready' ? state : { status: 'failed', price: null })),
    ),
    signedIn
      ? api.notifications.list({ page: 1 }).then((notifications) => {
          const { user } = store.getState();
          if (user) store.setState({ user: { ...user, notifications } });
        })
      : Promise.resolve(),
  ]);
}

/**
 * Spec §9: the rate and the unread count refresh every 30 s while the page is open, one cycle for
 * the whole page (a language switch does not restart it). The cycle starts again, refreshing at
 * once, when a user's state arrives or goes: keyed on the user rather than the token, because login
 * startup sets the token first and an unread count read before the user exists would be dropped.
 * Returns the function that stops it.
 */
export function startMarketRefresh(api: Pick<MarketplaceApi, 'rates' | 'notifications'>, store = sessionStore): () => void {
  let cycle: RefreshCycle | null = null;
  let signedIn = store.getState().user !== null;
  const start = () => {
    cycle?.stop();
    const signedInNow = signedIn;
    cycle = startRefreshCycle(
      () => refreshMarketData(api, signedInNow, store),
      (secondsLeft) => countdownStore.setState({ secondsLeft }),
    );
    countdownStore.setState({ secondsLeft: cycle.secondsLeft() });
  };
  start();
  const unsubscribe = store.subscribe((state) => {
    if ((state.user !== null) === signedIn) return;
    signedIn = state.user !== null;
    start();
  });
  return () => {
    unsubscribe();
    cycle?.stop();
  };
}

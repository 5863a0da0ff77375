import { useEffect } from 'react';
import { rateStore, sessionStore, useIsLoggedIn, type MarketplaceApi } from '@marketplace/contracts';
import { countdownStore } from './countdown-store';
import { startRefreshCycle } from './refresh-cycle';

/** One refresh: the rate for everyone, the unread count for a signed-in user. */
export async function refreshMarketData(api: Pick<MarketplaceApi, 'rates' | 'notifications'>, signedIn: boolean): Promise<void> {
  await Promise.all([
    api.rates.productUsd().then(
      ({ price }) => rateStore.setState({ status: 'ready', price }),
      // A failed refresh keeps the price already shown; only a page that never had one says so.
      () => rateStore.setState((state) => (state.status === 'ready' ? state : { status: 'failed', price: null })),
    ),
    signedIn
      ? api.notifications.list({ page: 1 }).then((notifications) => {
          const { user } = sessionStore.getState();
          if (user) sessionStore.setState({ user: { ...user, notifications } });
        })
      : Promise.resolve(),
  ]);
}

/** Spec §9: the rate and the unread count refresh every 30 s while the page is open. */
export function useMarketRefresh(api: Pick<MarketplaceApi, 'rates' | 'notifications'>): void {
  const signedIn = useIsLoggedIn();
  useEffect(() => {
    const cycle = startRefreshCycle(
      () => refreshMarketData(api, signedIn),
      (secondsLeft) => countdownStore.setState({ secondsLeft }),
    );
    countdownStore.setState({ secondsLeft: cycle.secondsLeft() });
    return cycle.stop;
  }, [api, signedIn]);
}

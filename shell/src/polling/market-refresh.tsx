import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { MARKET_REFRESH_MS, notificationsQueries, ratesQueries } from '@marketplace/contracts/http';
import { sessionStore, useMarketplaceApi, type SessionState } from '@marketplace/contracts/browser';

/**
 * Spec §9: read again every 30 s, but never while the tab is hidden (TanStack asks the page's
 * visibility before each interval's read); a tab shown again after a skipped refresh reads at once,
 * its data being stale by then.
 */
export const MARKET_POLLING = { refetchInterval: MARKET_REFRESH_MS, refetchIntervalInBackground: false } as const;

/** The unread count comes with the first page of notifications (§7 `GET /api/users/self/notifications`). */
const FIRST_PAGE = { page: 1 } as const;

/**
 * The shell's polling, rendered once around every route: the rate for everyone, and for a signed-in
 * user the unread count, kept in the session's user state where the header and the portal read it.
 * The unread read starts when the user's state arrives (login startup sets the token first) and stops
 * with the sign-out. Renders nothing.
 */
export function MarketRefresh({ store = sessionStore }: { store?: StoreApi<SessionState> }) {
  const api = useMarketplaceApi();
  const signedIn = useStore(store, (state) => state.user !== null);
  useQuery({ ...ratesQueries.productUsd(api), ...MARKET_POLLING });
  const { data: notifications } = useQuery({ ...notificationsQueries.list(api, FIRST_PAGE), ...MARKET_POLLING, enabled: signedIn });

  useEffect(() => {
    if (notifications) store.setState(({ user }) => (user ? { user: { ...user, notifications } } : {}));
  }, [notifications, store]);

  return null;
}

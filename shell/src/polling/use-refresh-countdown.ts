import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ratesQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { msUntilNextTick, secondsUntilRefresh } from './refresh-countdown';

/**
 * Seconds until the rate and the unread count are read again (spec §9), for the header's countdown:
 * read from the rate query the shell polls, so it is right after a refresh a page caused, and stays
 * at 0 while a hidden tab skips its refreshes.
 */
export function useRefreshCountdown(): number {
  const { dataUpdatedAt, errorUpdatedAt, isFetching } = useQuery(ratesQueries.productUsd(useMarketplaceApi()));
  const lastAnsweredAt = Math.max(dataUpdatedAt, errorUpdatedAt);
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    // Ticks on the countdown's own second (one period after the answer), not on the mount's.
    const tick = () => setNow(Date.now());
    let everySecond: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(
      () => {
        tick();
        everySecond = setInterval(tick, 1000);
      },
      msUntilNextTick(lastAnsweredAt, Date.now()),
    );
    return () => {
      clearTimeout(first);
      clearInterval(everySecond);
    };
  }, [lastAnsweredAt]);

  return secondsUntilRefresh({ lastAnsweredAt, fetching: isFetching, now });
}

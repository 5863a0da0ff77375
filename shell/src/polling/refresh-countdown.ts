import { MARKET_REFRESH_MS } from '@marketplace/contracts/http';

export interface RefreshMoment {
  /** When the polled query last answered or failed (epoch ms), 0 before it ever did. */
  lastAnsweredAt: number;
  /** A read is under way. */
  fetching: boolean;
  now: number;
  periodMs?: number;
}

/**
 * Whole seconds until the rate is read again. TanStack Query starts a query's refetch interval again
 * whenever the query changes, so the next read is one period after its last answer (or failure); while
 * a read is under way the next one is a whole period away.
 */
export function secondsUntilRefresh({ lastAnsweredAt, fetching, now, periodMs = MARKET_REFRESH_MS }: RefreshMoment): number {
  const period = periodMs / 1000;
  if (fetching || lastAnsweredAt === 0) return period;
  return Math.min(period, Math.max(0, Math.ceil((lastAnsweredAt + periodMs - now) / 1000)));
}

/** Milliseconds until `secondsUntilRefresh` shows another number: the countdown ticks on its own second. */
export function msUntilNextTick(lastAnsweredAt: number, now: number): number {
  return (((lastAnsweredAt - now) % 1000) + 1000) % 1000 || 1000;
}

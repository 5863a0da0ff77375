import { useEffect, useState } from 'react';
import { secondsUntil } from './reservation-countdown';

/** Seconds until `until`, ticking each second while `running` and time is left; the ticking stops at zero. */
export function useSecondsLeft(until: string, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = secondsUntil(until, now);
  const ticking = running && secondsLeft > 0;

  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);

  return secondsLeft;
}

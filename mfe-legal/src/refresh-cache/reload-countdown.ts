import { useEffect, useState } from 'react';

/**
 * Seconds shown before the site reloads by itself: long enough to read what was cleared, short enough
 * that a person who just wants the fresh site need not do anything.
 */
export const RELOAD_COUNTDOWN_SECONDS = 5;

/** Counts down once `running`, calling `onDone` at zero; `stop` halts it for good (timing adjustable, WCAG 2.2.1). */
export function useReloadCountdown(running: boolean, onDone: () => void) {
  const [seconds, setSeconds] = useState(RELOAD_COUNTDOWN_SECONDS);
  const [stopped, setStopped] = useState(false);
  const active = running && !stopped;

  useEffect(() => {
    if (!active) return;
    if (seconds === 0) {
      onDone();
      return;
    }
    const tick = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(tick);
  }, [active, seconds, onDone]);

  return { seconds, stopped, stop: () => setStopped(true) };
}

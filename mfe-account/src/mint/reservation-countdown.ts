/** Whole seconds from `now` until the ISO time `until`, never below zero. */
export function secondsUntil(until: string, now: number): number {
  const left = Date.parse(until) - now;
  return Number.isFinite(left) ? Math.max(0, Math.ceil(left / 1000)) : 0;
}

/** A countdown as "m:ss"; a reservation lasts 10 minutes, so minutes never need hours. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

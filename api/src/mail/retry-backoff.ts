/**
 * When a mail that failed is tried again: the wait doubles with every failed attempt, from
 * `FIRST_RETRY_AFTER_MS`, and stops growing at `LONGEST_RETRY_AFTER_MS`. A mail server that is down for
 * a minute costs a few quick retries; one down for a day costs one attempt an hour, not thousands, and
 * every mail still leaves within the hour after it comes back. A mail is never given up: the queue is the
 * promise that nothing is lost.
 */
export const FIRST_RETRY_AFTER_MS = 2000;
/** An hour: the longest a mail waits between attempts, however long the server has been failing. */
export const LONGEST_RETRY_AFTER_MS = 60 * 60_000;

/** The wait before the next attempt after `failedAttempts` failures (1 → 2 s, 2 → 4 s, … capped at an hour). */
export function retryAfterMs(failedAttempts: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  // 2^21 × 2 s passes the cap already: stop doubling there, so a huge count cannot overflow to Infinity.
  return Math.min(LONGEST_RETRY_AFTER_MS, FIRST_RETRY_AFTER_MS * 2 ** Math.min(exponent, 21));
}

/**
 * Counts wrong guesses (passwords, 2FA codes) per key, so a stolen session cannot try guesses without
 * end: after `maxFailures` within `windowMs` the key is blocked until the oldest failure ages out.
 * Kept in memory: a restart forgets it, and each server counts its own — a brake, not an audit log.
 */
export interface FailedAttempts {
  isBlocked(key: string): boolean;
  recordFailure(key: string): void;
  /** A success forgets the key's failures. */
  reset(key: string): void;
}

export interface FailedAttemptsOptions {
  maxFailures: number;
  windowMs: number;
  now?: () => number;
}

export function createFailedAttempts({ maxFailures, windowMs, now = Date.now }: FailedAttemptsOptions): FailedAttempts {
  const failures = new Map<string, number[]>();

  function recentFailures(key: string): number[] {
    const since = now() - windowMs;
    const recent = (failures.get(key) ?? []).filter((time) => time > since);
    if (recent.length === 0) failures.delete(key);
    else failures.set(key, recent);
    return recent;
  }

  return {
    isBlocked: (key) => recentFailures(key).length >= maxFailures,
    recordFailure(key) {
      failures.set(key, [...recentFailures(key), now()]);
    },
    reset(key) {
      failures.delete(key);
    },
  };
}

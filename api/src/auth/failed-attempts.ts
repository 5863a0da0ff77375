/**
 * Counts guesses (passwords, 2FA codes) per key, so nobody can guess without end: after `maxFailures`
 * within `windowMs` the key is blocked until the oldest failure ages out.
 *
 * A guess is counted when it begins, not when its (slow) check ends: `begin` is synchronous, so thirty
 * concurrent guesses cannot all pass a limit of five while the first is still being hashed. A guess that
 * succeeds forgets the key's failures; one that was never judged (no code sent) is withdrawn.
 * Kept in memory: a restart forgets it, and each server counts its own — a brake, not an audit log.
 */
export interface FailedAttempts {
  isBlocked(key: string): boolean;
  /** Reserves one guess, counted as a failure unless settled otherwise; null while the key is blocked. */
  begin(key: string): Guess | null;
  /** Whole seconds until the key may guess again (0 when it may now): the `Retry-After` of a refusal. */
  retryAfterSeconds(key: string): number;
  /** Forgets the key's failures. */
  reset(key: string): void;
}

export interface Guess {
  /** The guess was right: the key's failures are forgotten. */
  succeeded(): void;
  /** The guess was not judged (nothing to check): it does not count. */
  withdrawn(): void;
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

  function reset(key: string): void {
    failures.delete(key);
  }

  return {
    isBlocked: (key) => recentFailures(key).length >= maxFailures,
    begin(key) {
      const recent = recentFailures(key);
      if (recent.length >= maxFailures) return null;
      const time = now();
      failures.set(key, [...recent, time]);
      return {
        succeeded: () => reset(key),
        withdrawn() {
          const remaining = recentFailures(key);
          const index = remaining.indexOf(time);
          if (index >= 0) remaining.splice(index, 1);
          if (remaining.length === 0) failures.delete(key);
        },
      };
    },
    retryAfterSeconds(key) {
      const recent = recentFailures(key);
      if (recent.length < maxFailures) return 0;
      // The guess frees up when enough of the oldest failures age out to fall below the limit.
      const freeing = recent[recent.length - maxFailures] ?? now();
      return Math.max(1, Math.ceil((freeing + windowMs - now()) / 1000));
    },
    reset,
  };
}

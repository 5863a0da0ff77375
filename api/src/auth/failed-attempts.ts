import { RateLimiterRes } from 'rate-limiter-flexible';
import type { CounterStore } from '../limits/counter-store.js';

/**
 * Counts guesses (passwords, 2FA codes) per key, so nobody can guess without end: after `maxFailures`
 * within `windowMs` (counted from the key's first failure) the key is blocked until the window ends.
 *
 * A guess is counted when it begins, not when its (slow) check ends, with one atomic increment, so
 * thirty concurrent guesses cannot all pass a limit of five while the first is still being hashed — nor
 * can guesses spread over several API instances, which count in the same PostgreSQL row
 * (`limits/counter-store.ts`). A guess that succeeds forgets the key's failures; one that was never
 * judged (no code sent) is withdrawn. A key's count is forgotten when its window ends.
 */
export interface FailedAttempts {
  isBlocked(key: string): Promise<boolean>;
  /** Reserves one guess, counted as a failure unless settled otherwise; null while the key is blocked. */
  begin(key: string): Promise<Guess | null>;
  /** Whole seconds until the key may guess again (0 when it may now): the `Retry-After` of a refusal. */
  retryAfterSeconds(key: string): Promise<number>;
  /** Forgets the key's failures. */
  reset(key: string): Promise<void>;
}

export interface Guess {
  /** The guess was right: the key's failures are forgotten. */
  succeeded(): Promise<void>;
  /** The guess was not judged (nothing to check): it does not count. */
  withdrawn(): Promise<void>;
}

export interface FailedAttemptsOptions {
  /** Names the budget in the shared store (`sign-in-account`, `two-factor`, ...). */
  name: string;
  maxFailures: number;
  windowMs: number;
}

export function createFailedAttempts(store: CounterStore, { name, maxFailures, windowMs }: FailedAttemptsOptions): FailedAttempts {
  const counter = store.counter({ name, points: maxFailures, durationMs: windowMs });

  async function spent(key: string): Promise<RateLimiterRes | null> {
    const res = await counter.get(key);
    return res && res.msBeforeNext > 0 ? res : null;
  }

  async function reset(key: string): Promise<void> {
    await counter.delete(key);
  }

  return {
    isBlocked: async (key) => ((await spent(key))?.consumedPoints ?? 0) >= maxFailures,
    async begin(key) {
      try {
        await counter.consume(key, 1);
      } catch (refusal) {
        // A RateLimiterRes is the limit speaking; anything else (the database away) is an error to report.
        if (refusal instanceof RateLimiterRes) return null;
        throw refusal;
      }
      return {
        succeeded: () => reset(key),
        withdrawn: async () => {
          await counter.reward(key, 1);
        },
      };
    },
    async retryAfterSeconds(key) {
      const res = await spent(key);
      if (!res || res.consumedPoints < maxFailures) return 0;
      return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    },
    reset,
  };
}

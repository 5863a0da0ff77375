import { eq, sql } from 'drizzle-orm';
import { PRODUCT } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { ALWAYS_HELD, leasedRound, type WorkerLease } from '../workers/worker-lease.js';
import { rates } from '../db/schema.js';
import { GEM_USD_ANCHOR_PRICE } from './gem-usd-anchor.js';

/**
 * The price moves by a bounded random walk, so the site shows a living rate (spec §9 refreshes it every
 * 30 s) that never runs away: each tick at most ±0.5 %, and never beyond ±20 % of the seed price.
 */
export const RATE_WALK = { maxStepFraction: 0.005, maxDriftFraction: 0.2 } as const;

/** A number in [0, 1), as Math.random gives; tests pass fixed ones. */
export type RandomSource = () => number;

export interface RateTick {
  db: Database;
  random?: RandomSource;
  product?: string;
  /** The price the walk stays near. */
  anchorPrice?: number;
}

/** Moves the stored price one step and answers the new one; null when the product has no rate. */
export async function tickRate({ db, random = Math.random, product = PRODUCT, anchorPrice = GEM_USD_ANCHOR_PRICE }: RateTick): Promise<number | null> {
  const factor = 1 + (random() * 2 - 1) * RATE_WALK.maxStepFraction;
  const floor = anchorPrice * (1 - RATE_WALK.maxDriftFraction);
  const ceiling = anchorPrice * (1 + RATE_WALK.maxDriftFraction);
  // One statement, so a tick of another server on the same database is never overwritten by a stale read.
  const [moved] = await db
    .update(rates)
    .set({
      price: sql`least(greatest(${rates.price} * ${factor}::numeric, ${floor}::numeric), ${ceiling}::numeric)`,
      updatedAt: new Date(),
    })
    .where(eq(rates.product, product))
    .returning({ price: rates.price });
  return moved?.price ?? null;
}

export interface IntervalTimers {
  setInterval(callback: () => void, ms: number): { unref?(): unknown };
  clearInterval(handle: ReturnType<IntervalTimers['setInterval']>): void;
}

export interface RateTickerOptions extends RateTick {
  intervalMs: number;
  /** Which instance ticks (`workers/worker-lease.ts`); unset: this one always does. */
  lease?: WorkerLease;
  onError(error: unknown): void;
  timers?: IntervalTimers;
}

export interface RateTicker {
  /** Stops ticking and waits for a tick under way, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Ticks every `intervalMs` while this instance holds `lease` (one ticker across instances); the timer does
 * not keep the process alive, and a slow tick is never doubled.
 */
export function startRateTicker({
  intervalMs,
  onError,
  timers = globalThis as unknown as IntervalTimers,
  lease = ALWAYS_HELD,
  ...tick
}: RateTickerOptions): RateTicker {
  let running: Promise<void> | null = null;
  const round = leasedRound(lease, () => tickRate(tick));
  const handle = timers.setInterval(() => {
    if (running) return;
    running = round()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  handle.unref?.();
  return {
    async stop() {
      timers.clearInterval(handle);
      await running;
    },
  };
}

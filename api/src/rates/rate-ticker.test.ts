import { eq } from 'drizzle-orm';
import type { OpenDatabase } from '../db/open-database.js';
import { rates } from '../db/schema.js';
import { GEM_USD_ANCHOR_PRICE } from './gem-usd-anchor.js';
import { openTestDatabase } from '../testing/test-database.js';
import { RATE_WALK, startRateTicker, tickRate, type IntervalTimers } from './rate-ticker.js';

let database: OpenDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(() => database.close());

async function setPrice(price: number) {
  await database.db.update(rates).set({ price }).where(eq(rates.product, 'GEM'));
}

async function storedPrice(): Promise<number> {
  const [rate] = await database.db.select({ price: rates.price }).from(rates).where(eq(rates.product, 'GEM'));
  return rate!.price;
}

const ALMOST_ONE = 1 - Number.EPSILON;

describe('tickRate', () => {
  beforeEach(() => setPrice(GEM_USD_ANCHOR_PRICE));

  it('moves the price up by at most half a percent', async () => {
    const moved = await tickRate({ db: database.db, random: () => ALMOST_ONE });

    expect(moved).toBeCloseTo(GEM_USD_ANCHOR_PRICE * (1 + RATE_WALK.maxStepFraction), 10);
    expect(await storedPrice()).toBe(moved);
  });

  it('moves the price down by at most half a percent', async () => {
    const moved = await tickRate({ db: database.db, random: () => 0 });

    expect(moved).toBeCloseTo(GEM_USD_ANCHOR_PRICE * (1 - RATE_WALK.maxStepFraction), 10);
  });

  it('leaves the price where it is on a middle draw', async () => {
    expect(await tickRate({ db: database.db, random: () => 0.5 })).toBe(GEM_USD_ANCHOR_PRICE);
  });

  it('never takes the price more than 20 % above or below the seed price', async () => {
    for (let tick = 0; tick < 60; tick += 1) await tickRate({ db: database.db, random: () => ALMOST_ONE });
    const highest = await storedPrice();
    for (let tick = 0; tick < 120; tick += 1) await tickRate({ db: database.db, random: () => 0 });
    const lowest = await storedPrice();

    expect(highest).toBeCloseTo(GEM_USD_ANCHOR_PRICE * 1.2, 10);
    expect(lowest).toBeCloseTo(GEM_USD_ANCHOR_PRICE * 0.8, 10);
  });

  it('answers null for a product without a rate', async () => {
    expect(await tickRate({ db: database.db, product: 'BTC' })).toBeNull();
  });
});

describe('startRateTicker', () => {
  function manualTimers() {
    const state: { tick: (() => void) | null; interval: number | null; cleared: boolean; unref: boolean } = {
      tick: null,
      interval: null,
      cleared: false,
      unref: false,
    };
    const timers: IntervalTimers = {
      setInterval(callback, ms) {
        state.tick = callback;
        state.interval = ms;
        return { unref: () => (state.unref = true) };
      },
      clearInterval() {
        state.cleared = true;
      },
    };
    return { state, timers };
  }

  beforeEach(() => setPrice(GEM_USD_ANCHOR_PRICE));

  it('ticks on its interval without keeping the process alive, and stops', async () => {
    const { state, timers } = manualTimers();
    const ticker = startRateTicker({ db: database.db, intervalMs: 60_000, random: () => 0, onError: () => {}, timers });

    state.tick!();
    await ticker.stop();

    expect(state).toMatchObject({ interval: 60_000, unref: true, cleared: true });
    expect(await storedPrice()).toBeLessThan(GEM_USD_ANCHOR_PRICE);
  });

  it('reports a failed tick instead of throwing', async () => {
    const { state, timers } = manualTimers();
    const errors: unknown[] = [];
    const failing = () => {
      throw new Error('no randomness today');
    };
    const ticker = startRateTicker({ db: database.db, intervalMs: 1000, random: failing, onError: (error) => errors.push(error), timers });

    state.tick!();
    await ticker.stop();

    expect(errors).toHaveLength(1);
  });
});

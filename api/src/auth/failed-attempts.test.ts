import { createFailedAttempts, type FailedAttempts } from './failed-attempts';
import { counterStoreFor } from '../limits/counter-store';
import type { OpenDatabase } from '../db/open-database';
import { openSeededDatabase } from '../seed/open-seeded-database';
import { openTestDatabase, createTestDatabaseLocation } from '../testing/test-database';
import { describeOnPostgres } from '../testing/on-postgres';
import { rateLimits } from '../db/schema';

const BUDGET = { name: 'failed-attempts-test', maxFailures: 3, windowMs: 60_000 };

let database: OpenDatabase;
let attempts: FailedAttempts;
let keys = 0;
/** A key no other test touched (the store is shared by the file's tests on PostgreSQL). */
function freshKey(): string {
  keys += 1;
  return `user-${keys}`;
}

beforeAll(async () => {
  database = await openTestDatabase();
  attempts = createFailedAttempts(counterStoreFor(database.db), BUDGET);
});

afterAll(() => database.close());

describe('failed attempts (in memory on PGlite, in PostgreSQL with DATABASE_URL)', () => {
  it('blocks a key after the allowed number of failed guesses within the window', async () => {
    const key = freshKey();
    for (let guess = 0; guess < 3; guess += 1) expect(await attempts.begin(key)).not.toBeNull();

    expect(await attempts.isBlocked(key)).toBe(true);
    expect(await attempts.begin(key)).toBeNull();
    expect(await attempts.isBlocked(freshKey())).toBe(false);
  });

  it('counts a guess when it begins, so concurrent guesses cannot all pass the limit', async () => {
    const key = freshKey();
    const guesses = await Promise.all(Array.from({ length: 30 }, () => attempts.begin(key)));

    expect(guesses.filter(Boolean)).toHaveLength(3);
  });

  it('forgets the failures once a guess succeeds', async () => {
    const key = freshKey();
    await attempts.begin(key);
    await attempts.begin(key);

    await (await attempts.begin(key))!.succeeded();

    expect(await attempts.isBlocked(key)).toBe(false);
    expect(await attempts.retryAfterSeconds(key)).toBe(0);
  });

  it('does not count a withdrawn guess', async () => {
    const key = freshKey();
    await attempts.begin(key);
    await attempts.begin(key);

    await (await attempts.begin(key))!.withdrawn();

    expect(await attempts.isBlocked(key)).toBe(false);
  });

  it('says when a blocked key may guess again: at the end of the window its first failure opened', async () => {
    const key = freshKey();
    for (let guess = 0; guess < 3; guess += 1) await attempts.begin(key);

    expect(await attempts.retryAfterSeconds(key)).toBeGreaterThan(55);
    expect(await attempts.retryAfterSeconds(key)).toBeLessThanOrEqual(60);
  });

  it('forgets the failures of a key on reset', async () => {
    const key = freshKey();
    for (let guess = 0; guess < 3; guess += 1) await attempts.begin(key);

    await attempts.reset(key);

    expect(await attempts.isBlocked(key)).toBe(false);
  });

  it('unblocks, and forgets the key altogether, once its window ends', async () => {
    const shortLived = createFailedAttempts(counterStoreFor(database.db), { name: 'failed-attempts-short', maxFailures: 1, windowMs: 1000 });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      await shortLived.begin('user-1');
      expect(await shortLived.isBlocked('user-1')).toBe(true);

      jest.advanceTimersByTime(1001);

      expect(await shortLived.isBlocked('user-1')).toBe(false);
      expect(await shortLived.retryAfterSeconds('user-1')).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

describeOnPostgres('failed attempts shared by several API instances on one PostgreSQL', () => {
  let first: OpenDatabase;
  let other: OpenDatabase;
  let removeDatabase: () => Promise<void>;
  let elsewhere: FailedAttempts;

  beforeAll(async () => {
    // Two pools on the same database: two instances.
    const { location, remove } = await createTestDatabaseLocation();
    removeDatabase = remove;
    first = await openSeededDatabase(location);
    other = await openSeededDatabase(location);
    attempts = createFailedAttempts(counterStoreFor(first.db), BUDGET);
    elsewhere = createFailedAttempts(counterStoreFor(other.db), BUDGET);
  });

  afterAll(async () => {
    await Promise.all([first.close(), other.close()]);
    await removeDatabase();
  });

  it('allows guesses spread over two instances no more than one instance allows', async () => {
    const key = freshKey();
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, index) => (index % 2 ? attempts : elsewhere).begin(key)));

    expect(guesses.filter(Boolean)).toHaveLength(BUDGET.maxFailures);
    expect(await elsewhere.isBlocked(key)).toBe(true);
    expect(await attempts.isBlocked(key)).toBe(true);
  });

  it('lets a success on one instance clear the count the other sees', async () => {
    const key = freshKey();
    await attempts.begin(key);
    await attempts.begin(key);

    await (await elsewhere.begin(key))!.succeeded();

    expect(await attempts.isBlocked(key)).toBe(false);
  });

  it('keeps the counts in the rate_limits table, with their expiry, not in any process', async () => {
    const key = freshKey();
    await attempts.begin(key);

    const rows = await other.db.select().from(rateLimits);
    const row = rows.find((candidate) => candidate.key === `${BUDGET.name}:${key}`);
    expect(row?.points).toBe(1);
    expect(row?.expire).toBeGreaterThan(Date.now());
  });
});

import { createFailedAttempts } from './failed-attempts';

function limiterAt(clock: { now: number }) {
  return createFailedAttempts({ maxFailures: 3, windowMs: 1000, now: () => clock.now });
}

describe('failed attempts', () => {
  it('blocks a key after the allowed number of failed guesses within the window', () => {
    const attempts = limiterAt({ now: 0 });

    for (let guess = 0; guess < 3; guess += 1) expect(attempts.begin('user-1')).not.toBeNull();

    expect(attempts.isBlocked('user-1')).toBe(true);
    expect(attempts.begin('user-1')).toBeNull();
    expect(attempts.isBlocked('user-2')).toBe(false);
  });

  it('counts a guess when it begins, so concurrent guesses cannot all pass the limit', () => {
    const attempts = limiterAt({ now: 0 });

    const guesses = Array.from({ length: 30 }, () => attempts.begin('user-1'));

    expect(guesses.filter(Boolean)).toHaveLength(3);
  });

  it('forgets the failures once a guess succeeds', () => {
    const attempts = limiterAt({ now: 0 });
    attempts.begin('user-1');
    attempts.begin('user-1');

    attempts.begin('user-1')!.succeeded();

    expect(attempts.isBlocked('user-1')).toBe(false);
    expect(attempts.retryAfterSeconds('user-1')).toBe(0);
  });

  it('does not count a withdrawn guess', () => {
    const attempts = limiterAt({ now: 0 });
    attempts.begin('user-1');
    attempts.begin('user-1');

    attempts.begin('user-1')!.withdrawn();

    expect(attempts.isBlocked('user-1')).toBe(false);
  });

  it('unblocks once the failures are older than the window, and says when', () => {
    const clock = { now: 0 };
    const attempts = limiterAt(clock);
    for (let guess = 0; guess < 3; guess += 1) attempts.begin('user-1');
    clock.now = 400;

    expect(attempts.retryAfterSeconds('user-1')).toBe(1);
    clock.now = 1001;
    expect(attempts.isBlocked('user-1')).toBe(false);
  });

  it('forgets the failures of a key on reset', () => {
    const attempts = limiterAt({ now: 0 });
    for (let guess = 0; guess < 3; guess += 1) attempts.begin('user-1');

    attempts.reset('user-1');

    expect(attempts.isBlocked('user-1')).toBe(false);
  });
});

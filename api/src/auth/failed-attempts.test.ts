import { createFailedAttempts } from './failed-attempts';

function limiterAt(clock: { now: number }) {
  return createFailedAttempts({ maxFailures: 3, windowMs: 1000, now: () => clock.now });
}

describe('failed attempts', () => {
  it('blocks a key after the allowed number of failures within the window', () => {
    const clock = { now: 0 };
    const attempts = limiterAt(clock);

    for (let failure = 0; failure < 3; failure += 1) attempts.recordFailure('user-1');

    expect(attempts.isBlocked('user-1')).toBe(true);
    expect(attempts.isBlocked('user-2')).toBe(false);
  });

  it('does not block below the allowed number', () => {
    const attempts = limiterAt({ now: 0 });

    attempts.recordFailure('user-1');
    attempts.recordFailure('user-1');

    expect(attempts.isBlocked('user-1')).toBe(false);
  });

  it('unblocks once the failures are older than the window', () => {
    const clock = { now: 0 };
    const attempts = limiterAt(clock);
    for (let failure = 0; failure < 3; failure += 1) attempts.recordFailure('user-1');

    clock.now = 1001;

    expect(attempts.isBlocked('user-1')).toBe(false);
  });

  it('forgets the failures of a key on reset', () => {
    const attempts = limiterAt({ now: 0 });
    for (let failure = 0; failure < 3; failure += 1) attempts.recordFailure('user-1');

    attempts.reset('user-1');

    expect(attempts.isBlocked('user-1')).toBe(false);
  });
});

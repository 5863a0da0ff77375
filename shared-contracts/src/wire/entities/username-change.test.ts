import { latestUsernameChangeAllowing, nextUsernameChangeTime, USERNAME_CHANGE_INTERVAL_DAYS } from './username-change';

const NOW = new Date('2026-11-25T12:00:00.000Z');

describe('the display-name change rule', () => {
  it('lets a name that was never set be chosen now', () => {
    expect(nextUsernameChangeTime(null, NOW)).toBeNull();
  });

  it(`names the moment ${USERNAME_CHANGE_INTERVAL_DAYS} days after the last change while it is still ahead`, () => {
    expect(nextUsernameChangeTime('2026-11-20T08:30:00.000Z', NOW)).toEqual(new Date('2026-12-20T08:30:00.000Z'));
    expect(nextUsernameChangeTime(new Date('2026-10-26T12:00:01.000Z'), NOW)).toEqual(new Date('2026-11-25T12:00:01.000Z'));
  });

  it('lets the name change again once the interval has passed, to the millisecond', () => {
    expect(nextUsernameChangeTime('2026-10-26T12:00:00.000Z', NOW)).toBeNull();
    expect(nextUsernameChangeTime('2025-01-01T00:00:00.000Z', NOW)).toBeNull();
  });

  it('gives the server the newest change time that still allows one now', () => {
    const cutoff = latestUsernameChangeAllowing(NOW);

    expect(cutoff).toEqual(new Date('2026-10-26T12:00:00.000Z'));
    expect(nextUsernameChangeTime(cutoff, NOW)).toBeNull();
  });
});

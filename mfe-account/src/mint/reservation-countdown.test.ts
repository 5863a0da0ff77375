import { formatCountdown, secondsUntil } from './reservation-countdown';

describe('the reservation countdown', () => {
  const now = Date.parse('2025-05-01T12:00:00.000Z');

  it('counts whole seconds up to the expiry, rounding a started second up', () => {
    expect(secondsUntil('2025-05-01T12:10:00.000Z', now)).toBe(600);
    expect(secondsUntil('2025-05-01T12:00:00.400Z', now)).toBe(1);
  });

  it('stops at zero once the expiry has passed, and for a time it cannot read', () => {
    expect(secondsUntil('2025-05-01T11:59:00.000Z', now)).toBe(0);
    expect(secondsUntil('not a time', now)).toBe(0);
  });

  it.each([
    [600, '10:00'],
    [61, '1:01'],
    [9, '0:09'],
  ])('shows %d seconds as %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });
});

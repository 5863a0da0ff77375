import { msUntilNextTick, secondsUntilRefresh } from './refresh-countdown';

const answeredAt = 1_000_000;

describe('secondsUntilRefresh', () => {
  it('counts the 30 s from the last answer down to 0', () => {
    expect(secondsUntilRefresh({ lastAnsweredAt: answeredAt, fetching: false, now: answeredAt })).toBe(30);
    expect(secondsUntilRefresh({ lastAnsweredAt: answeredAt, fetching: false, now: answeredAt + 1 })).toBe(30);
    expect(secondsUntilRefresh({ lastAnsweredAt: answeredAt, fetching: false, now: answeredAt + 1_000 })).toBe(29);
    expect(secondsUntilRefresh({ lastAnsweredAt: answeredAt, fetching: false, now: answeredAt + 29_500 })).toBe(1);
    expect(secondsUntilRefresh({ lastAnsweredAt: answeredAt, fetching: false, now: answeredAt + 30_000 })).toBe(0);
  });

  it('stays at 0 while the tab was hidden past the refresh, until the read it owes is done', () => {
    expect(secondsUntilRefresh({ lastAnsweredAt: answeredAt, fetching: false, now: answeredAt + 95_000 })).toBe(0);
  });

  it('shows a whole period while a read is under way, and before the first answer', () => {
    expect(secondsUntilRefresh({ lastAnsweredAt: answeredAt, fetching: true, now: answeredAt + 30_000 })).toBe(30);
    expect(secondsUntilRefresh({ lastAnsweredAt: 0, fetching: true, now: answeredAt })).toBe(30);
  });
});

describe('msUntilNextTick', () => {
  it('waits until the shown second changes', () => {
    expect(msUntilNextTick(answeredAt, answeredAt + 250)).toBe(750);
    expect(msUntilNextTick(answeredAt, answeredAt + 1_999)).toBe(1);
    expect(msUntilNextTick(answeredAt, answeredAt + 2_000)).toBe(1_000);
  });
});

import { startRefreshCycle } from './refresh-cycle';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('startRefreshCycle', () => {
  it('refreshes at once and then every 30 s', async () => {
    const refresh = jest.fn(async () => undefined);
    const cycle = startRefreshCycle(refresh, () => {});

    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(29_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    cycle.stop();
  });

  it('counts the seconds down for the countdown', async () => {
    const ticks: number[] = [];
    const cycle = startRefreshCycle(async () => undefined, (seconds) => ticks.push(seconds));

    await jest.advanceTimersByTimeAsync(3_000);

    expect(ticks).toEqual([29, 28, 27]);
    expect(cycle.secondsLeft()).toBe(27);
    cycle.stop();
  });

  it('starts a refresh that fell due while the previous one ran as soon as that one ends', async () => {
    let finish: () => void = () => {};
    const refresh = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const cycle = startRefreshCycle(refresh, () => {});

    await jest.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(0);

    expect(refresh).toHaveBeenCalledTimes(2);
    cycle.stop();
  });

  it('keeps going after a failed refresh', async () => {
    const refresh = jest.fn(async () => Promise.reject(new Error('offline')));
    const cycle = startRefreshCycle(refresh, () => {});

    await jest.advanceTimersByTimeAsync(30_000);

    expect(refresh).toHaveBeenCalledTimes(2);
    cycle.stop();
  });
});

import { watchIdle } from './idle-watch';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('watchIdle', () => {
  it('reports idle after the configured minutes without input', () => {
    const onIdle = jest.fn();
    const stop = watchIdle({ idleMinutes: 2, onIdle });

    jest.advanceTimersByTime(2 * 60_000 - 1);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);

    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('starts counting again on input', () => {
    const onIdle = jest.fn();
    const stop = watchIdle({ idleMinutes: 1, onIdle });

    jest.advanceTimersByTime(50_000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    jest.advanceTimersByTime(50_000);

    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops watching when told', () => {
    const onIdle = jest.fn();
    const stop = watchIdle({ idleMinutes: 1, onIdle });

    stop();
    jest.advanceTimersByTime(120_000);

    expect(onIdle).not.toHaveBeenCalled();
  });
});

import { CHUNK_RELOAD_WINDOW_MS, HOME_RELOAD_WINDOW_MS, reloadOnceForChunkFailure } from './chunk-reload-policy';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('chunk reload policy', () => {
  it('reloads on the first failure of a path', () => {
    const reload = jest.fn();
    expect(reloadOnceForChunkFailure('/support', { storage: memoryStorage(), now: () => 1_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads while the person is leaving the page, and spends no reload of the window', () => {
    const storage = memoryStorage();
    const reload = jest.fn();

    expect(reloadOnceForChunkFailure('/support', { storage, now: () => 1_000, reload, leaving: () => true })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadOnceForChunkFailure('/support', { storage, now: () => 1_001, reload, leaving: () => false })).toBe(true);
  });

  it('does not reload the same path again within 10 seconds', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadOnceForChunkFailure('/support', { storage, now: () => 1_000, reload });
    expect(reloadOnceForChunkFailure('/support', { storage, now: () => 1_000 + CHUNK_RELOAD_WINDOW_MS - 1, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the window has passed', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadOnceForChunkFailure('/support', { storage, now: () => 1_000, reload });
    expect(reloadOnceForChunkFailure('/support', { storage, now: () => 1_000 + CHUNK_RELOAD_WINDOW_MS, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('counts each path on its own', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadOnceForChunkFailure('/support', { storage, now: () => 1_000, reload });
    expect(reloadOnceForChunkFailure('/export', { storage, now: () => 1_001, reload })).toBe(true);
  });

  it('at home, keeps the state and allows the next reload after 5000 ms', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    const keepState = jest.fn();

    reloadOnceForChunkFailure('/ja', { storage, now: () => 1_000, reload, keepState });
    const tooSoon = reloadOnceForChunkFailure('/ja', { storage, now: () => 1_000 + HOME_RELOAD_WINDOW_MS - 1, reload, keepState });
    const later = reloadOnceForChunkFailure('/ja', { storage, now: () => 1_000 + HOME_RELOAD_WINDOW_MS, reload, keepState });

    expect([tooSoon, later]).toEqual([false, true]);
    expect(keepState).toHaveBeenCalledTimes(2);
  });

  it('keeps no state elsewhere', () => {
    const keepState = jest.fn();

    reloadOnceForChunkFailure('/support', { storage: memoryStorage(), now: () => 1_000, reload: jest.fn(), keepState });

    expect(keepState).not.toHaveBeenCalled();
  });
});

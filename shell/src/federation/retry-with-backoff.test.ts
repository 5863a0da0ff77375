import { BASE_DELAY_MS, backoffDelay, retryWithBackoff } from './retry-with-backoff';

const noWait = () => Promise.resolve();

describe('retry with backoff', () => {
  it('answers at once when the first try succeeds, without pausing', async () => {
    const wait = jest.fn(noWait);
    const attempt = jest.fn().mockResolvedValue('ok');

    await expect(retryWithBackoff(attempt, { wait })).resolves.toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });

  it('tries three times in all, each pause twice the one before', async () => {
    const pauses: number[] = [];
    const attempt = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(retryWithBackoff(attempt, { wait: async (ms) => void pauses.push(ms), random: () => 1 })).rejects.toThrow('Failed to fetch');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(pauses).toEqual([BASE_DELAY_MS, BASE_DELAY_MS * 2]);
  });

  it('succeeds on a later try', async () => {
    const attempt = jest.fn().mockRejectedValueOnce(new Error('reset')).mockResolvedValueOnce('ok');
    await expect(retryWithBackoff(attempt, { wait: noWait })).resolves.toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('does not retry an error that another try cannot cure', async () => {
    const attempt = jest.fn().mockRejectedValue(new Error('incompatible'));
    await expect(retryWithBackoff(attempt, { wait: noWait, retryError: () => false })).rejects.toThrow('incompatible');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('retries a failed answer and hands back the last one when it stays failed', async () => {
    const attempt = jest.fn(async () => ({ status: 503 }));
    await expect(retryWithBackoff(attempt, { wait: noWait, retryResult: ({ status }) => status >= 500 })).resolves.toEqual({ status: 503 });
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('counts tries that failed before it was called, pausing before the first of its own', async () => {
    const pauses: number[] = [];
    const attempt = jest.fn().mockRejectedValue(new Error('ScriptNetworkError'));

    await expect(retryWithBackoff(attempt, { alreadyFailed: 1, wait: async (ms) => void pauses.push(ms), random: () => 1 })).rejects.toThrow();
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(pauses).toEqual([BASE_DELAY_MS, BASE_DELAY_MS * 2]);
  });

  it('keeps each pause between half and all of its ceiling', () => {
    expect(backoffDelay(1, () => 0)).toBe(BASE_DELAY_MS / 2);
    expect(backoffDelay(1, () => 1)).toBe(BASE_DELAY_MS);
    expect(backoffDelay(2, () => 0.5)).toBe(Math.round(BASE_DELAY_MS * 1.5));
  });
});

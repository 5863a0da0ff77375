import { fetchWithOneRetry } from './retry-remote-fetches';

const ok = () => new Response('{}', { status: 200 });

describe('remote manifest fetch retry', () => {
  it('answers at once when the first fetch succeeds', async () => {
    const fetchImpl = jest.fn().mockResolvedValueOnce(ok());
    await expect(fetchWithOneRetry('/mf-manifest.json', undefined, fetchImpl)).resolves.toHaveProperty('status', 200);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('tries once more after a network failure', async () => {
    const fetchImpl = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok());
    await expect(fetchWithOneRetry('/mf-manifest.json', undefined, fetchImpl)).resolves.toHaveProperty('status', 200);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('tries once more after a server error, and reports the second outcome', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response('', { status: 503 }));
    await expect(fetchWithOneRetry('/mf-manifest.json', undefined, fetchImpl)).resolves.toHaveProperty('status', 503);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('does not retry an answer the server meant, such as 404', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response('', { status: 404 }));
    await fetchWithOneRetry('/mf-manifest.json', undefined, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives up after the second network failure', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchWithOneRetry('/mf-manifest.json', undefined, fetchImpl)).rejects.toThrow('Failed to fetch');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

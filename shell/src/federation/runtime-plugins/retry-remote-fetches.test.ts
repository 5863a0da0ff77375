import retryRemoteFetches, { fetchWithBackoff, isChunkLoadError } from './retry-remote-fetches';

const ok = () => new Response('{}', { status: 200 });
const noWait = () => Promise.resolve();

function chunkLoadError(chunk: string): Error {
  const error = new Error(`Loading chunk ${chunk} failed.\n(error: http://127.0.0.1:8084/${chunk}.js)`);
  error.name = 'ChunkLoadError';
  return error;
}

describe('remote manifest fetch retry', () => {
  it('answers at once when the first fetch succeeds', async () => {
    const fetchImpl = jest.fn().mockResolvedValueOnce(ok());
    await expect(fetchWithBackoff('/mf-manifest.json', undefined, fetchImpl, noWait)).resolves.toHaveProperty('status', 200);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a network failure', async () => {
    const fetchImpl = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok());
    await expect(fetchWithBackoff('/mf-manifest.json', undefined, fetchImpl, noWait)).resolves.toHaveProperty('status', 200);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('fetches three times in all on a server error, and reports the last outcome', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response('', { status: 503 }));
    await expect(fetchWithBackoff('/mf-manifest.json', undefined, fetchImpl, noWait)).resolves.toHaveProperty('status', 503);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('does not retry an answer the server meant, such as 404', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response('', { status: 404 }));
    await fetchWithBackoff('/mf-manifest.json', undefined, fetchImpl, noWait);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives up after the third network failure', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchWithBackoff('/mf-manifest.json', undefined, fetchImpl, noWait)).rejects.toThrow('Failed to fetch');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});

describe('remote entry and chunk retry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const plugin = retryRemoteFetches();

  it('loads the remote entry again, after dropping the failed try the runtime remembers', async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const globalLoading: Record<string, Promise<unknown> | undefined> = { 'legal:entry': Promise.reject(new Error('RUNTIME-008')).catch(() => undefined) };
    const seenLoading: unknown[] = [];
    const getRemoteEntry = jest.fn(async () => {
      seenLoading.push(globalLoading['legal:entry']);
      if (getRemoteEntry.mock.calls.length === 1) throw new Error('RUNTIME-008 ScriptNetworkError');
      return exports;
    });

    const recovered = plugin.loadEntryError!({ getRemoteEntry, globalLoading, uniqueKey: 'legal:entry' } as never);
    await jest.runAllTimersAsync();

    await expect(recovered).resolves.toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(seenLoading).toEqual([undefined, undefined]);
  });

  it('gives the entry two more tries, then lets the failure through', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('RUNTIME-008 ScriptNetworkError'));
    const recovered = plugin.loadEntryError!({ getRemoteEntry, globalLoading: {}, uniqueKey: 'legal:entry' } as never);
    const outcome = expect(recovered).rejects.toThrow('ScriptNetworkError');
    await jest.runAllTimersAsync();
    await outcome;
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it("asks the container again for a module whose chunk failed, and hands back the module's factory", async () => {
    const factory = () => ({ default: () => null });
    const get = jest.fn().mockRejectedValueOnce(chunkLoadError('790')).mockResolvedValueOnce(factory);

    const loaded = plugin.getModuleFactory!({ remoteEntryExports: { get, init: jest.fn() }, expose: './SupportPage' } as never);
    await jest.runAllTimersAsync();

    await expect(loaded).resolves.toBe(factory);
    expect(get).toHaveBeenCalledWith('./SupportPage');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('does not ask again when the module failed for another reason than a missing chunk', async () => {
    const get = jest.fn().mockRejectedValue(new Error('Version 1.0.0 of shared singleton module does not satisfy ^2.0.0'));
    const loaded = plugin.getModuleFactory!({ remoteEntryExports: { get, init: jest.fn() }, expose: './SupportPage' } as never);
    await expect(loaded).rejects.toThrow('does not satisfy');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('knows a chunk failure by the name and message the bundle runtime gives it', () => {
    expect(isChunkLoadError(chunkLoadError('790'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 409 failed.\n(http://127.0.0.1:8084/409.css)'))).toBe(true);
    expect(isChunkLoadError(new Error('render failure'))).toBe(false);
  });
});

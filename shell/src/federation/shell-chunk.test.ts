import { importShellChunk } from './shell-chunk';
import { reloadOnceForChunkFailure } from './chunk-reload-policy';

jest.mock('./chunk-reload-policy', () => ({ reloadOnceForChunkFailure: jest.fn() }));
const reloadOnce = jest.mocked(reloadOnceForChunkFailure);

const settledWithin = <T>(promise: Promise<T>) =>
  Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
  ]);

describe('importShellChunk', () => {
  beforeEach(() => reloadOnce.mockReset());

  it('hands over the chunk it loaded, and asks nothing of the reload policy', async () => {
    await expect(importShellChunk(() => Promise.resolve({ Page: 'page' }))).resolves.toEqual({ Page: 'page' });
    expect(reloadOnce).not.toHaveBeenCalled();
  });

  it('reloads the page on a chunk that failed, keeping the state of home, and never settles meanwhile', async () => {
    reloadOnce.mockReturnValue(true);
    const load = importShellChunk(() => Promise.reject(new Error('Loading chunk 12 failed')));
    await expect(settledWithin(load)).resolves.toBe('pending');
    expect(reloadOnce).toHaveBeenCalledWith(window.location.pathname, { keepState: expect.any(Function) });
  });

  it('lets the failure through once the policy has already reloaded this path', async () => {
    reloadOnce.mockReturnValue(false);
    await expect(importShellChunk(() => Promise.reject(new Error('Loading chunk 12 failed')))).rejects.toThrow('Loading chunk 12 failed');
  });

  it('applies the policy it is given for the current path', async () => {
    const policy = jest.fn(() => false);
    await expect(importShellChunk(() => Promise.reject(new Error('gone')), policy)).rejects.toThrow('gone');
    expect(policy).toHaveBeenCalledWith(window.location.pathname);
  });
});

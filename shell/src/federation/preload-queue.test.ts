import { createPreloadQueue } from './preload-queue';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the route preload queue', () => {
  it('runs at most 5 preloads at once and starts the next as one ends', async () => {
    const queue = createPreloadQueue();
    const loads = Array.from({ length: 7 }, () => deferred());
    const started: number[] = [];

    for (const [index, load] of loads.entries()) {
      queue.preload(`route-${index}`, () => {
        started.push(index);
        return load.promise;
      });
    }

    expect(started).toEqual([0, 1, 2, 3, 4]);
    loads[0]!.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('preloads a route once', () => {
    const queue = createPreloadQueue();
    const load = jest.fn(async () => undefined);

    queue.preload('store', load);
    queue.preload('store', load);

    expect(load).toHaveBeenCalledTimes(1);
  });

  it('frees the slot of a failed preload', async () => {
    const queue = createPreloadQueue(1);
    const second = jest.fn(async () => undefined);

    queue.preload('broken', () => Promise.reject(new Error('offline')));
    queue.preload('next', second);
    await flush();

    expect(second).toHaveBeenCalled();
  });
});

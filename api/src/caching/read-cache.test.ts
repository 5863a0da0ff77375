import { TableChangeFeed } from '../db/table-changes.js';
import { rates } from '../db/schema.js';
import { createReadCache, type ReadCacheOptions } from './read-cache.js';

/** A load that counts its calls and answers `answer` (or rejects with it); tests set the answer between reads. */
function countedLoad<V>(answer: V) {
  const load = Object.assign(
    async () => {
      load.calls += 1;
      if (load.answer instanceof Error) throw load.answer;
      return load.answer;
    },
    { calls: 0, answer: answer as V | Error },
  );
  return load;
}

/** A load the test finishes by hand, to hold it in flight while something else happens. */
function heldLoad<V>() {
  let finish!: (value: V) => void;
  const promise = new Promise<V>((resolve) => {
    finish = resolve;
  });
  return { load: () => promise, finish };
}

function cacheOn(feed: TableChangeFeed | null, options: Partial<ReadCacheOptions> = {}) {
  const clock = { now: 0 };
  const cache = createReadCache<string>(feed, { dependsOn: [rates], ttlMs: 1000, maxEntries: 10, now: () => clock.now, ...options });
  return { cache, clock };
}

/** What drizzle does when a statement changes the table. */
const write = (feed: TableChangeFeed, table: string) => feed.onMutate({ tables: [table] });

describe('a read cache', () => {
  it('answers a second read from memory, without loading again', async () => {
    const { cache } = cacheOn(new TableChangeFeed(true));
    const load = countedLoad('0.05');

    await cache.read('GEM', load);

    expect(await cache.read('GEM', load)).toBe('0.05');
    expect(load.calls).toBe(1);
  });

  it('loads again after a write to a table it depends on, and answers what the write left', async () => {
    const feed = new TableChangeFeed(true);
    const { cache } = cacheOn(feed);
    const load = countedLoad('0.05');
    await cache.read('GEM', load);

    load.answer = '0.06';
    await write(feed, 'rates');

    expect(await cache.read('GEM', load)).toBe('0.06');
  });

  it('keeps its answers through writes to tables it does not depend on', async () => {
    const feed = new TableChangeFeed(true);
    const { cache } = cacheOn(feed);
    const load = countedLoad('0.05');
    await cache.read('GEM', load);

    await write(feed, 'merchants');
    await cache.read('GEM', load);

    expect(load.calls).toBe(1);
  });

  it('loads again once the time to live has passed, for writes it is not told of', async () => {
    const { cache, clock } = cacheOn(new TableChangeFeed(false, { coherent: true }));
    const load = countedLoad('0.05');
    await cache.read('GEM', load);

    clock.now = 999;
    await cache.read('GEM', load);
    expect(load.calls).toBe(1);

    clock.now = 1000;
    load.answer = '0.06';
    expect(await cache.read('GEM', load)).toBe('0.06');
  });

  it('asks the database once for reads that miss together', async () => {
    const { cache } = cacheOn(new TableChangeFeed(true));
    const load = countedLoad('0.05');

    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.read('GEM', load)));

    expect(new Set(answers)).toEqual(new Set(['0.05']));
    expect(load.calls).toBe(1);
  });

  it('does not keep what a load read before a write, and does not hand it to reads made after the write', async () => {
    const feed = new TableChangeFeed(true);
    const { cache } = cacheOn(feed);
    const before = heldLoad<string>();
    const readBefore = cache.read('GEM', before.load);

    await write(feed, 'rates');
    const after = countedLoad('0.06');
    const readAfter = cache.read('GEM', after);
    before.finish('0.05');

    expect(await readBefore).toBe('0.05');
    expect(await readAfter).toBe('0.06');
    expect(await cache.read('GEM', after)).toBe('0.06');
    expect(after.calls).toBe(1);
  });

  it('does not keep a failed load: the next read tries again', async () => {
    const { cache } = cacheOn(new TableChangeFeed(true));
    const load = countedLoad<string>('0.05');
    load.answer = new Error('database unavailable');

    await expect(cache.read('GEM', load)).rejects.toThrow('database unavailable');
    load.answer = '0.05';

    expect(await cache.read('GEM', load)).toBe('0.05');
    expect(load.calls).toBe(2);
  });

  it('keeps at most its number of answers, dropping the one read longest ago', async () => {
    const { cache } = cacheOn(new TableChangeFeed(true), { maxEntries: 2 });
    const load = countedLoad('answer');
    await cache.read('a', load);
    await cache.read('b', load);
    await cache.read('a', load);

    await cache.read('c', load);
    await cache.read('a', load);
    expect(load.calls).toBe(3);

    await cache.read('b', load);
    expect(load.calls).toBe(4);
  });

  it('keeps exact answers only where every write is seen', async () => {
    const cases = [
      { feed: new TableChangeFeed(true), freshness: 'exact' },
      { feed: new TableChangeFeed(false, { coherent: true }), freshness: 'exact' },
      { feed: new TableChangeFeed(false, { coherent: true }), freshness: 'bounded' },
    ] as const;

    const calls = [];
    for (const { feed, freshness } of cases) {
      const { cache } = cacheOn(feed, { freshness });
      const load = countedLoad('standing');
      await cache.read('key', load);
      await cache.read('key', load);
      calls.push(load.calls);
    }

    expect(calls).toEqual([1, 2, 1]);
  });

  it('keeps nothing without a feed, as nothing would tell it of writes', async () => {
    const { cache } = cacheOn(null);
    const load = countedLoad('0.05');

    await cache.read('GEM', load);
    await cache.read('GEM', load);

    expect(load.calls).toBe(2);
  });

  it('keeps nothing while the feed cannot hear other instances (their notification connection down)', async () => {
    const { cache } = cacheOn(new TableChangeFeed(false, { coherent: false }));
    const load = countedLoad('0.05');

    await cache.read('GEM', load);
    await cache.read('GEM', load);

    expect(load.calls).toBe(2);
  });
});

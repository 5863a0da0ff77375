import { createManifestReader, remotePageFiles, servedManifestUrl } from './remote-build.mjs';

const LIVE = 'http://127.0.0.1:8082/mf-manifest.json';
const PINNED = 'http://127.0.0.1:8082/builds/0.1.0+3f9a1c2b7d4e/mf-manifest.json';
const configWith = (overrides = {}, debug = false) => ({ remotes: { merchant: LIVE }, remoteOverrides: overrides, debug });

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.57f6f5d914.js', path: '', type: 'global' } },
  exposes: [
    {
      name: 'StorePage',
      assets: {
        js: { sync: ['521.420b9df7ff.js', '__federation_expose_StorePage.f811ca188d.js'], async: ['159.8d3fefc652.js'] },
        css: { sync: ['__federation_expose_StorePage.9134f3b63b.css'], async: ['159.644262d6b6.css'] },
      },
    },
    {
      name: 'PolicyPage',
      assets: {
        js: {
          sync: ['__federation_expose_PolicyPage.20c35c5e32.js'],
          async: ['9471.85335e39aa.js', 'policy-en-terms-ts.b69b974acd.js', 'policy-ja-terms-ts.5f0e2a1c3b.js', 'policy-ja-terms-of-sale-ts.0a1b2c3d4e.js'],
        },
        css: { sync: ['__federation_expose_PolicyPage.5395e75453.css'], async: ['9471.54b0558978.css'] },
      },
    },
    {
      name: 'messages',
      assets: {
        js: { sync: ['__federation_expose_messages.8cde440386.js'], async: ['messages-de-json.2ab797cc18.js', 'messages-ja-json.2daf124d21.js'] },
        css: { sync: [], async: [] },
      },
    },
  ],
};

describe('the build of a remote a page composes', () => {
  test('is the live manifest, or the build remoteOverrides pins', () => {
    expect(servedManifestUrl(configWith(), 'merchant')).toBe(LIVE);
    expect(servedManifestUrl(configWith({ merchant: { manifest: PINNED } }), 'merchant')).toBe(PINNED);
    expect(servedManifestUrl(configWith({ merchant: { manifest: PINNED, percent: 100 } }), 'merchant')).toBe(PINNED);
  });

  test('is not guessed for a canary or a debug configuration, which the browser decides', () => {
    expect(servedManifestUrl(configWith({ merchant: { manifest: PINNED, percent: 10 } }), 'merchant')).toBeNull();
    expect(servedManifestUrl(configWith({}, true), 'merchant')).toBeNull();
  });
});

describe("a remote page's files", () => {
  test("are its entry, the exposed page's own scripts and styles and the words of its language, beside the manifest", () => {
    expect(remotePageFiles(MANIFEST, PINNED, { module: 'StorePage', locale: 'ja' })).toEqual({
      entry: 'http://127.0.0.1:8082/builds/0.1.0+3f9a1c2b7d4e/remoteEntry.57f6f5d914.js',
      scripts: [
        'http://127.0.0.1:8082/builds/0.1.0+3f9a1c2b7d4e/521.420b9df7ff.js',
        'http://127.0.0.1:8082/builds/0.1.0+3f9a1c2b7d4e/__federation_expose_StorePage.f811ca188d.js',
        'http://127.0.0.1:8082/builds/0.1.0+3f9a1c2b7d4e/__federation_expose_messages.8cde440386.js',
        'http://127.0.0.1:8082/builds/0.1.0+3f9a1c2b7d4e/messages-ja-json.2daf124d21.js',
      ],
      styles: ['http://127.0.0.1:8082/builds/0.1.0+3f9a1c2b7d4e/__federation_expose_StorePage.9134f3b63b.css'],
    });
  });

  test("and the chunk of the page's own words, which the page imports only once it runs, last", () => {
    const files = remotePageFiles(MANIFEST, LIVE, { module: 'PolicyPage', locale: 'ja', contentChunk: 'policy-ja-terms-ts' });
    expect(files?.scripts).toEqual([
      'http://127.0.0.1:8082/__federation_expose_PolicyPage.20c35c5e32.js',
      'http://127.0.0.1:8082/__federation_expose_messages.8cde440386.js',
      'http://127.0.0.1:8082/messages-ja-json.2daf124d21.js',
      'http://127.0.0.1:8082/policy-ja-terms-ts.5f0e2a1c3b.js',
    ]);
    // None of the page's other lazy chunks: the browser would warn of a preload it never used.
    expect(files?.styles).toEqual(['http://127.0.0.1:8082/__federation_expose_PolicyPage.5395e75453.css']);
  });

  test('are addressed from a publicPath the manifest names', () => {
    const manifest = { ...MANIFEST, metaData: { ...MANIFEST.metaData, publicPath: 'http://127.0.0.1:9000/merchant/' } };
    expect(remotePageFiles(manifest, LIVE, { module: 'StorePage', locale: 'en' })?.entry).toBe('http://127.0.0.1:9000/merchant/remoteEntry.57f6f5d914.js');
  });

  test('are none for a module the build does not expose', () => {
    expect(remotePageFiles(MANIFEST, LIVE, { module: 'CraftPage', locale: 'en' })).toBeNull();
  });
});

describe('the manifest reader', () => {
  const answer = (status, body, etag) => ({ status, ok: status === 200, json: async () => body, headers: { get: () => etag } });

  test('asks again each time, keeping the last answer for a "not modified"', async () => {
    const fetchImpl = jest
      .fn()
      .mockResolvedValueOnce(answer(200, MANIFEST, '"v1"'))
      .mockResolvedValueOnce(answer(304, null, '"v1"'));
    const manifestOf = createManifestReader(fetchImpl);
    expect(await manifestOf(LIVE)).toBe(MANIFEST);
    expect(await manifestOf(LIVE)).toBe(MANIFEST);
    expect(fetchImpl.mock.calls[1][1].headers).toEqual({ 'If-None-Match': '"v1"' });
  });

  test('follows a new build as soon as the remote publishes it (a rollback too)', async () => {
    const rolledBack = { ...MANIFEST, metaData: { ...MANIFEST.metaData, remoteEntry: { name: 'remoteEntry.0000000000.js', path: '' } } };
    const fetchImpl = jest
      .fn()
      .mockResolvedValueOnce(answer(200, MANIFEST, '"v1"'))
      .mockResolvedValueOnce(answer(200, rolledBack, '"v0"'));
    const manifestOf = createManifestReader(fetchImpl);
    await manifestOf(LIVE);
    expect(await manifestOf(LIVE)).toBe(rolledBack);
  });

  test('gives nothing for a remote that is down, so the page is served without its hints', async () => {
    const manifestOf = createManifestReader(jest.fn().mockResolvedValue(answer(503, null, null)));
    expect(await manifestOf(LIVE)).toBeNull();
  });

  test('does not hold the first page longer than it can wait for a remote that does not answer', async () => {
    const manifestOf = createManifestReader(() => new Promise(() => undefined));
    const started = Date.now();
    expect(await manifestOf(LIVE)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFirstPaintHints, servedConfigReader } from './first-paint-hints.mjs';
import { SHELL_SURFACE_FILE } from '../surface/unmet-needs.mjs';
import { SHELL_CHUNKS_FILE } from './shell-chunks.mjs';

// What these tests judge is which hints a page gets once its reads are answered; how long a document waits
// for a read is page-art's and remote-build's to test. Without this, a loaded machine that reads the
// configuration file slower than the document may wait would drop the art, and the test would say so.
jest.mock('./wait-at-most.mjs', () => ({ waitAtMost: (promise) => promise }));

const API = 'http://127.0.0.1:4000';
const ORIGINS = { account: 'http://127.0.0.1:8081', merchant: 'http://127.0.0.1:8082', legal: 'http://127.0.0.1:8084' };
const CONFIG = { remotes: Object.fromEntries(Object.entries(ORIGINS).map(([name, origin]) => [name, `${origin}/mf-manifest.json`])), api: { main: API } };

const expose = (name, sync, async = []) => ({ name, assets: { js: { sync, async }, css: { sync: [], async: [] } } });
const manifestOf = (exposes) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.0123456789.js', path: '', type: 'global' } },
  exposes: [...exposes, expose('messages', ['__federation_expose_messages.1.js'], ['messages-en-json.2.js', 'messages-ja-json.3.js'])],
});
const MANIFESTS = {
  account: manifestOf([
    expose('CollectiblePage', ['__federation_expose_CollectiblePage.4.js']),
    expose('UserPage', ['2134.5.js', '__federation_expose_UserPage.6.js']),
  ]),
  merchant: manifestOf([expose('StorePage', ['__federation_expose_StorePage.7.js'])]),
  legal: manifestOf([expose('PolicyPage', ['__federation_expose_PolicyPage.8.js'], ['policy-en-terms-ts.9.js', 'policy-ja-terms-ts.a.js', '9471.b.js'])]),
};
/** What the served shell provides (`builds/surface.json`); every build above was made against it, needing nothing it lacks. */
const SHELL_SURFACE = { contracts: { version: '0.4.0', major: 0 }, provides: { 'react-router': ['Link', 'useParams'] } };
for (const manifest of Object.values(MANIFESTS)) manifest.surfaceNeeds = { contracts: { version: '0.4.0', major: 0 }, imports: { 'react-router': ['Link'] } };
const COLLECTIBLE = { id: 'c1', imageUrl: '/api/collectible-images/ruby-ring.svg' };
const MERCHANTS = [{ id: 'shadow-forge', status: 'INACTIVE', artUrl: '/api/merchant-art/shadow-forge.svg' }];
const COLLECTOR = { id: '3f9a1c2b-7d4e-4b1a-9c2d-1e2f3a4b5c6d', username: 'collector' };
const EMPTY_HANDED = { id: '4a0b2d3c-8e5f-4c2b-8d3e-2f3a4b5c6d7e', username: 'newcomer' };
const COLLECTION = {
  records: [
    { id: 'c1', imageUrl: '/api/collectible-images/opal.svg' },
    { id: 'c2', imageUrl: '/api/collectible-images/quartz.svg' },
  ],
};

/** The remotes' manifests and the API's public reads, as they answer: anything else is a 404. */
function fakeSite(url) {
  const { origin, pathname } = new URL(url);
  const remote = Object.keys(ORIGINS).find((name) => ORIGINS[name] === origin);
  const body =
    remote && pathname === '/mf-manifest.json'
      ? MANIFESTS[remote]
      : origin === API
        ? {
            '/api/collectibles/c1': { payload: COLLECTIBLE },
            '/api/merchants': { payload: MERCHANTS },
            [`/api/users/${COLLECTOR.id}`]: { payload: COLLECTOR },
            [`/api/users/${COLLECTOR.id}/collectibles`]: { payload: COLLECTION },
            [`/api/users/${EMPTY_HANDED.id}`]: { payload: EMPTY_HANDED },
            [`/api/users/${EMPTY_HANDED.id}/collectibles`]: { payload: { records: [] } },
          }[pathname]
        : undefined;
  return Promise.resolve(body ? Response.json(body, { headers: { etag: '"1"' } }) : new Response('Not found', { status: 404 }));
}

describe("the hints of a remote page's document", () => {
  let root = '';
  let firstPaintHints = async (_pathname) => '';
  const realFetch = global.fetch;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'first-paint-hints-'));
    writeFileSync(path.join(root, 'config.json'), JSON.stringify(CONFIG));
    mkdirSync(path.join(root, 'builds'));
    writeFileSync(path.join(root, SHELL_CHUNKS_FILE), JSON.stringify({ startup: ['/bootstrap.1.js'], remotePage: ['/federation-runtime.2.js'] }));
    writeFileSync(path.join(root, SHELL_SURFACE_FILE), JSON.stringify(SHELL_SURFACE));
    global.fetch = jest.fn(fakeSite);
    firstPaintHints = createFirstPaintHints({ root, config: servedConfigReader(root) });
  });
  afterEach(() => {
    global.fetch = realFetch;
    rmSync(root, { recursive: true, force: true });
  });

  const hrefs = (tags) => [...tags.matchAll(/ as="(\w+)" href="([^"]+)"/g)].map(([, as, href]) => `${as} ${href}`);

  test("of a collectible's page put its picture first, then the shell's start-up and the account remote's page", async () => {
    expect(hrefs(await firstPaintHints('/ja/collectible/c1'))).toEqual([
      `image ${API}/api/collectible-images/ruby-ring.svg`,
      'script /bootstrap.1.js',
      'script /federation-runtime.2.js',
      `fetch ${ORIGINS.account}/mf-manifest.json`,
      `script ${ORIGINS.account}/remoteEntry.0123456789.js`,
      `script ${ORIGINS.account}/__federation_expose_CollectiblePage.4.js`,
      `script ${ORIGINS.account}/__federation_expose_messages.1.js`,
      `script ${ORIGINS.account}/messages-ja-json.3.js`,
    ]);
  });

  test("of a collectible the API does not know keep the page's code, which loads to say 'not found', and name no art", async () => {
    const tags = hrefs(await firstPaintHints('/collectible/gone'));
    expect(tags).toContain(`script ${ORIGINS.account}/__federation_expose_CollectiblePage.4.js`);
    expect(tags.filter((tag) => tag.startsWith('image '))).toEqual([]);
  });

  test("of a profile put the first card of the person's collection first, at a card's width, then the shell's start-up and the account remote's page", async () => {
    const tags = await firstPaintHints(`/ja/user/${COLLECTOR.id}`);
    expect(hrefs(tags)).toEqual([
      `image ${API}/api/collectible-images/opal.svg`,
      'script /bootstrap.1.js',
      'script /federation-runtime.2.js',
      `fetch ${ORIGINS.account}/mf-manifest.json`,
      `script ${ORIGINS.account}/remoteEntry.0123456789.js`,
      `script ${ORIGINS.account}/2134.5.js`,
      `script ${ORIGINS.account}/__federation_expose_UserPage.6.js`,
      `script ${ORIGINS.account}/__federation_expose_messages.1.js`,
      `script ${ORIGINS.account}/messages-ja-json.3.js`,
    ]);
    expect(tags).toContain('imagesizes="(max-width: 48rem) 50vw, 16rem" fetchpriority="high"');
  });

  test("of a profile nobody has, with nothing collected or on another view of its collection are its code alone: the page's 'not found' is the remote's", async () => {
    for (const path of ['/user/nobody', '/user/00000000-0000-4000-8000-000000000000', `/user/${EMPTY_HANDED.id}`]) {
      const tags = hrefs(await firstPaintHints(path));
      expect(tags).toContain(`script ${ORIGINS.account}/2134.5.js`);
      expect(tags).toContain(`script ${ORIGINS.account}/__federation_expose_UserPage.6.js`);
      expect([path, tags.filter((tag) => tag.startsWith('image '))]).toEqual([path, []]);
    }
    const otherView = hrefs(await firstPaintHints(`/user/${COLLECTOR.id}`, new URLSearchParams('game=diamond-dreams')));
    expect(otherView).toContain(`script ${ORIGINS.account}/__federation_expose_UserPage.6.js`);
    expect(otherView.filter((tag) => tag.startsWith('image '))).toEqual([]);
  });

  test("of a policy name its text's chunk in the page's language, and none of the page's other lazy chunks", async () => {
    const tags = hrefs(await firstPaintHints('/ja/legal/terms'));
    expect(tags).toContain(`script ${ORIGINS.legal}/policy-ja-terms-ts.a.js`);
    expect(tags.filter((tag) => /policy-en|9471/.test(tag))).toEqual([]);
  });

  test("are none for a merchant that is not active (the shell's 'Merchant not found' loads nothing of it) or a policy the route refuses", async () => {
    expect(await firstPaintHints('/store/shadow-forge')).toBe('');
    expect(await firstPaintHints('/legal/refunds')).toBe('');
  });

  test("are the shell's alone for a remote build the served shell will refuse, so no code is downloaded that never runs", async () => {
    const live = { legal: MANIFESTS.legal.surfaceNeeds, account: MANIFESTS.account.surfaceNeeds };
    try {
      MANIFESTS.legal.surfaceNeeds = { contracts: { version: '1.0.0', major: 1 }, imports: {} };
      MANIFESTS.account.surfaceNeeds = { contracts: { version: '0.4.0', major: 0 }, imports: { 'react-router': ['Link', 'useBlocker'] } };
      const shellAlone = ['script /bootstrap.1.js', 'script /federation-runtime.2.js'];
      expect(hrefs(await firstPaintHints('/legal/terms'))).toEqual(shellAlone);
      expect(hrefs(await firstPaintHints('/user/nobody'))).toEqual(shellAlone);
    } finally {
      Object.assign(MANIFESTS.legal, { surfaceNeeds: live.legal });
      Object.assign(MANIFESTS.account, { surfaceNeeds: live.account });
    }
  });
});

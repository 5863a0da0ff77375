import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPreviewedPages } from './previewed-page.mjs';

const LISTING = '3f0b8c8e-6a1d-4c55-9d0e-0a3c2f1b9e77';
const TEMPLATE = '<!doctype html><html lang="en"><head><title>Marketplace</title></head><body><div id="root"></div></body></html>';

/** A stand-in for the main API's public reads, counting what it is asked. */
function fakeApi(answers) {
  const asked = [];
  const server = createServer((request, response) => {
    asked.push(request.url);
    const payload = answers[request.url];
    response.writeHead(payload === undefined ? 404 : 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: payload === undefined ? 404 : 200, message: '', payload: payload ?? null }));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ origin: `http://127.0.0.1:${server.address().port}`, asked, close: () => new Promise((done) => server.close(done)) }),
    );
  });
}

const words = (storeItem) => ({
  linkPreview: { siteName: 'Marketplace', price: 'Price', storeItem, marketItem: '', collectible: '', collectibleOnSale: '', profile: '' },
});

let root;
let api;
beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'link-previews-'));
  for (const [locale, storeItem] of [
    ['en', '{{price}} in the {{merchant}} store'],
    ['de', '{{price}} im Shop von {{merchant}}'],
  ]) {
    mkdirSync(path.join(root, '_i18n', locale), { recursive: true });
    writeFileSync(path.join(root, '_i18n', locale, 'messages.json'), JSON.stringify(words(storeItem)));
  }
  api = await fakeApi({
    [`/api/merchants/diamond-dreams/store/${LISTING}`]: { price: '12.5', collectible: { name: 'Ruby Heart', imageUrl: '/api/collectible-images/dd-ruby.svg' } },
    '/api/merchants': [{ id: 'diamond-dreams', name: 'Diamond Dreams' }],
  });
});
afterEach(async () => {
  await api.close();
  rmSync(root, { recursive: true, force: true });
});

const pagesOf = (apiOrigin) =>
  createPreviewedPages({ root, publicOrigin: 'https://market.example', apiOrigin: async () => apiOrigin, template: async () => TEMPLATE });

describe('a shared page as the shell serves it', () => {
  it("names the item, its price and merchant in the page's language, with its art at the API's origin", async () => {
    const html = await pagesOf(api.origin)(`/de/store/diamond-dreams/${LISTING}`);
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<meta property="og:title" content="Ruby Heart">');
    expect(html).toContain('<meta property="og:description" content="12.50 GEM im Shop von Diamond Dreams">');
    expect(html).toContain(`<meta property="og:image" content="${api.origin}/api/collectible-images/dd-ruby.webp?w=640">`);
    expect(html).toContain(`<meta property="og:url" content="https://market.example/de/store/diamond-dreams/${LISTING}">`);
  });

  it('asks the API once a minute per page, not once per request', async () => {
    const previewedPage = pagesOf(api.origin);
    await previewedPage(`/store/diamond-dreams/${LISTING}`);
    await previewedPage(`/store/diamond-dreams/${LISTING}`);
    expect(api.asked.filter((url) => url.includes('/store/'))).toHaveLength(1);
  });

  it('serves the page without a preview for other pages, for a thing that is gone, and while the API is away', async () => {
    const previewedPage = pagesOf(api.origin);
    expect(await previewedPage('/store/diamond-dreams')).toBeNull();
    expect(await previewedPage('/store/diamond-dreams/00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(api.asked).toHaveLength(1);
    expect(await pagesOf('http://127.0.0.1:9')(`/store/diamond-dreams/${LISTING}`)).toBeNull();
  });

  it('asks again after the API was away, rather than keeping the miss', async () => {
    let origin = 'http://127.0.0.1:9';
    const previewedPage = createPreviewedPages({ root, publicOrigin: 'https://market.example', apiOrigin: async () => origin, template: async () => TEMPLATE });
    expect(await previewedPage(`/store/diamond-dreams/${LISTING}`)).toBeNull();
    origin = api.origin;
    expect(await previewedPage(`/store/diamond-dreams/${LISTING}`)).toContain('og:title');
  });
});

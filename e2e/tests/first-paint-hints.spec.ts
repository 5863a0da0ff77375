import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/site-test';
import { API_ORIGIN, REMOTE_ORIGINS } from './support/site-origins';

/** What the merchant's live manifest names for a page (`mf-manifest.json`, served no-cache): the build the page will compose. */
async function servedMerchantBuild(request: APIRequestContext) {
  const manifestUrl = `${REMOTE_ORIGINS.merchant}/mf-manifest.json`;
  const manifest = await (await request.get(manifestUrl)).json();
  const at = (file: string) => new URL(file, manifestUrl).href;
  const storePage = manifest.exposes.find((expose: { name: string }) => expose.name === 'StorePage');
  return {
    manifestUrl,
    version: manifest.metaData.buildInfo.buildVersion as string,
    entry: at(manifest.metaData.remoteEntry.name),
    pageScripts: (storePage.assets.js.sync as string[]).map(at),
  };
}

async function firstStoreItem(request: APIRequestContext) {
  const answer = await request.get(`${API_ORIGIN}/api/merchants/diamond-dreams/store?page=1&pageSize=1`);
  const [first] = (await answer.json()).payload.records;
  if (!first) throw new Error('the store of diamond-dreams lists nothing: the seed has changed');
  return first as { id: string; collectible: { imageUrl: string } };
}

/** The hints in the document's head, as served (the attributes the browser matches its requests by). */
const headHints = (page: Page) =>
  page.locator('head link[rel="preload"]').evaluateAll((links) =>
    links.map((link) => ({
      as: link.getAttribute('as'),
      href: (link as HTMLLinkElement).href,
      crossorigin: link.getAttribute('crossorigin'),
      imagesrcset: link.getAttribute('imagesrcset'),
      imagesizes: link.getAttribute('imagesizes'),
      fetchpriority: link.getAttribute('fetchpriority'),
    })),
  );

/**
 * A server that has just started has read neither the remote's manifest nor the page's art: the first
 * document waits for them only briefly and goes without what did not come in time (on a loaded machine,
 * often). A running server has them kept, as it does for the link a shopper follows.
 */
async function servedBefore(request: APIRequestContext, path: string, hint: string) {
  await expect.poll(async () => (await request.get(path)).text(), { timeout: 20_000 }).toContain(hint);
}

/** Chromium's console says when a hint went unused or did not match its request (and the page fetched twice). */
function watchWastedHints(page: Page): string[] {
  const wasted: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) wasted.push(message.text());
  });
  return wasted;
}

test.describe('a merchant page opened from a link', () => {
  test("announces the merchant build's entry and page chunks and the key art in its head, and paints the art", async ({ page, request }) => {
    const build = await servedMerchantBuild(request);
    const wasted = watchWastedHints(page);
    await servedBefore(request, '/store/diamond-dreams', 'as="fetch"');

    await page.goto('/store/diamond-dreams');

    const hints = await headHints(page);
    expect(hints).toContainEqual(expect.objectContaining({ as: 'fetch', href: build.manifestUrl, crossorigin: 'anonymous' }));
    expect(hints).toContainEqual(expect.objectContaining({ as: 'script', href: build.entry, crossorigin: null }));
    for (const script of build.pageScripts) expect(hints).toContainEqual(expect.objectContaining({ as: 'script', href: script }));
    const keyArt = `${API_ORIGIN}/api/merchant-art/diamond-dreams.svg`;
    expect(hints[0]).toEqual(expect.objectContaining({ as: 'image', href: keyArt, fetchpriority: 'high' }));

    const art = page.locator(`img[src="${keyArt}"]`);
    await expect(art).toBeVisible();
    await expect.poll(() => art.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // The page composed the build its hints named.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))).toContain(build.entry);
    expect(wasted).toEqual([]);
  });

  test("an item page puts the item's art first, at the candidates and width the page shows it", async ({ page, request }) => {
    const build = await servedMerchantBuild(request);
    const item = await firstStoreItem(request);
    const wasted = watchWastedHints(page);
    await servedBefore(request, `/ja/store/diamond-dreams/${item.id}`, 'imagesrcset=');

    await page.goto(`/ja/store/diamond-dreams/${item.id}`);

    const hints = await headHints(page);
    const image = page.locator('main img[srcset][fetchpriority="high"]').first();
    await expect(image).toBeVisible();
    const shown = await image.evaluate((element: HTMLImageElement) => ({ src: element.src, srcset: element.srcset, sizes: element.sizes }));
    expect(hints[0]).toEqual({ as: 'image', href: shown.src, crossorigin: null, imagesrcset: shown.srcset, imagesizes: shown.sizes, fetchpriority: 'high' });
    expect(hints).toContainEqual(expect.objectContaining({ as: 'script', href: build.entry }));
    expect(hints.some((hint) => /messages-ja-json\.[0-9a-f]+\.js$/.test(hint.href))).toBe(true);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(wasted).toEqual([]);
  });

  test('a page of the shell or the home carries none', async ({ request }) => {
    for (const path of ['/', '/search', '/legal/terms']) {
      expect(await (await request.get(path)).text(), path).not.toContain('rel="preload" as="script"');
    }
  });
});

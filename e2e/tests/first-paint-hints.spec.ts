import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './support/site-test';
import { message } from './support/catalogue';
import { seededFacts } from './support/seeded-facts';
import { API_ORIGIN, REMOTE_ORIGINS } from './support/site-origins';

/** What a remote's live manifest names for one of its pages (`mf-manifest.json`, served no-cache): the build the page will compose. */
async function servedBuild(request: APIRequestContext, remote: keyof typeof REMOTE_ORIGINS, module: string) {
  const manifestUrl = `${REMOTE_ORIGINS[remote]}/mf-manifest.json`;
  const manifest = await (await request.get(manifestUrl)).json();
  const at = (file: string) => new URL(file, manifestUrl).href;
  const exposed = manifest.exposes.find((expose: { name: string }) => expose.name === module);
  return {
    manifestUrl,
    version: manifest.metaData.buildInfo.buildVersion as string,
    entry: at(manifest.metaData.remoteEntry.name),
    pageScripts: (exposed.assets.js.sync as string[]).map(at),
  };
}

const servedMerchantBuild = (request: APIRequestContext) => servedBuild(request, 'merchant', 'StorePage');

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

/** Opens `path` as a shopper following a link does, from a server that has what `hint` is in its answer; the hints Chromium found wasted. */
async function openFromLink(page: Page, request: APIRequestContext, path: string, hint: string): Promise<string[]> {
  const wasted = watchWastedHints(page);
  await servedBefore(request, path, hint);
  await page.goto(path);
  return wasted;
}

type Hint = Awaited<ReturnType<typeof headHints>>[number];

/**
 * The build the page composes, announced as the federation runtime requests it (the manifest a CORS
 * fetch, the entry and page chunks classic scripts), with the remote's words in the page's language.
 */
function expectBuildAnnounced(hints: Hint[], build: Awaited<ReturnType<typeof servedBuild>>, locale: string) {
  expect(hints).toContainEqual(expect.objectContaining({ as: 'fetch', href: build.manifestUrl, crossorigin: 'anonymous' }));
  expect(hints).toContainEqual(expect.objectContaining({ as: 'script', href: build.entry, crossorigin: null }));
  for (const script of build.pageScripts) expect(hints).toContainEqual(expect.objectContaining({ as: 'script', href: script }));
  expect(hints.some((hint) => new RegExp(`/messages-${locale}-json\\.[0-9a-f]+\\.js$`).test(hint.href))).toBe(true);
}

/** The page's main image is the first hint, with its own candidates and sizes and a high priority, and it paints. */
async function expectArtFirst(hints: Hint[], image: Locator) {
  await expect(image).toBeVisible();
  const shown = await image.evaluate((element: HTMLImageElement) => ({ src: element.src, srcset: element.srcset, sizes: element.sizes }));
  expect(hints[0]).toEqual({ as: 'image', href: shown.src, crossorigin: null, imagesrcset: shown.srcset, imagesizes: shown.sizes, fetchpriority: 'high' });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

/** The resources the page fetched, each address as often as it was fetched (a hint that did not match its request shows twice). */
const fetchedResources = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));

test.describe('a merchant page opened from a link', () => {
  test("announces the merchant build's entry and page chunks and the key art in its head, and paints the art", async ({ page, request }) => {
    const build = await servedMerchantBuild(request);
    const wasted = await openFromLink(page, request, '/store/diamond-dreams', 'as="fetch"');

    const hints = await headHints(page);
    expectBuildAnnounced(hints, build, 'en');
    const keyArt = `${API_ORIGIN}/api/merchant-art/diamond-dreams.svg`;
    expect(hints[0]).toEqual(expect.objectContaining({ as: 'image', href: keyArt, fetchpriority: 'high' }));

    const art = page.locator(`img[src="${keyArt}"]`);
    await expect(art).toBeVisible();
    await expect.poll(() => art.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // The page composed the build its hints named.
    await expect.poll(() => fetchedResources(page)).toContain(build.entry);
    expect(wasted).toEqual([]);
  });

  test("an item page puts the item's art first, at the candidates and width the page shows it", async ({ page, request }) => {
    const build = await servedMerchantBuild(request);
    const item = await firstStoreItem(request);
    const wasted = await openFromLink(page, request, `/ja/store/diamond-dreams/${item.id}`, 'imagesrcset=');

    const hints = await headHints(page);
    await expectArtFirst(hints, page.locator('main img[srcset][fetchpriority="high"]').first());
    expectBuildAnnounced(hints, build, 'ja');
    expect(wasted).toEqual([]);
  });

  test('a page of the shell, the home or a path the shell answers with its 404 carries none', async ({ request }) => {
    for (const path of ['/', '/search', '/cart', '/legal/refunds']) {
      expect(await (await request.get(path)).text(), path).not.toContain('rel="preload" as="script"');
    }
  });
});

test.describe('a page of the account or legal remote opened from a link', () => {
  test("a collectible's page puts its picture first, at the candidates and width the page shows it, beside the account remote's page", async ({
    page,
    request,
  }) => {
    const { collectibleId } = await seededFacts();
    const build = await servedBuild(request, 'account', 'CollectiblePage');
    const wasted = await openFromLink(page, request, `/ko/collectible/${collectibleId}`, 'imagesrcset=');

    const hints = await headHints(page);
    await expectArtFirst(hints, page.locator(`main [data-collectible="${collectibleId}"] img[fetchpriority="high"]`));
    expectBuildAnnounced(hints, build, 'ko');
    await expect.poll(() => fetchedResources(page)).toContain(build.entry);
    expect(wasted).toEqual([]);
  });

  // A well-formed id the API knows of no collectible or person by (another shape is refused by the API's validation, a load error).
  const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

  test("a collectible nobody has keeps the account remote's hints, which its 'not found' uses, and names no art", async ({ page, request }) => {
    const build = await servedBuild(request, 'account', 'CollectiblePage');
    const wasted = await openFromLink(page, request, `/collectible/${UNKNOWN_ID}`, 'as="fetch"');

    await expect(page.getByRole('heading', { name: message('en', 'account:collectible.notFound.heading') })).toBeVisible();
    const hints = await headHints(page);
    expect(hints).toContainEqual(expect.objectContaining({ as: 'script', href: build.entry }));
    expect(hints.filter((hint) => hint.as === 'image')).toEqual([]);
    expect(wasted).toEqual([]);
  });

  test("a public profile puts the first card of the person's collection first, at the candidates and width the page shows it, fetched once", async ({
    page,
    request,
  }) => {
    const { demoId, demoName } = await seededFacts();
    const build = await servedBuild(request, 'account', 'UserPage');
    const wasted = await openFromLink(page, request, `/ja/user/${demoId}`, 'imagesrcset=');

    await expect(page.getByRole('heading', { level: 1, name: demoName })).toBeVisible();
    const hints = await headHints(page);
    // Its banner and picture are drawn, not fetched: the collection's first card is its largest paint.
    const firstCard = page.locator(`main [data-profile="${demoId}"] img[fetchpriority="high"]`).first();
    await expectArtFirst(hints, firstCard);
    expect(hints.filter((hint) => hint.as === 'image')).toHaveLength(1);
    const shown = await firstCard.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect((await fetchedResources(page)).filter((name) => name === shown)).toHaveLength(1);
    expectBuildAnnounced(hints, build, 'ja');
    await expect.poll(() => fetchedResources(page)).toContain(build.entry);
    expect(wasted).toEqual([]);
  });

  test("a profile nobody has keeps the account remote's hints, which its 'not found' uses, and names no art", async ({ page, request }) => {
    const build = await servedBuild(request, 'account', 'UserPage');
    const wasted = await openFromLink(page, request, `/ja/user/${UNKNOWN_ID}`, 'as="fetch"');

    await expect(page.getByRole('heading', { name: message('ja', 'account:profile.notFound.heading') })).toBeVisible();
    const hints = await headHints(page);
    expectBuildAnnounced(hints, build, 'ja');
    expect(hints.filter((hint) => hint.as === 'image')).toEqual([]);
    expect(wasted).toEqual([]);
  });

  test("a policy announces the legal remote's page and the chunk of its text in the page's language, fetched once", async ({ page, request }) => {
    const build = await servedBuild(request, 'legal', 'PolicyPage');
    const wasted = await openFromLink(page, request, '/ja/legal/privacy', 'policy-ja-privacy-ts.');

    await expect(page.locator('main [data-policy="privacy"]')).toBeVisible();
    const hints = await headHints(page);
    expectBuildAnnounced(hints, build, 'ja');
    const text = hints.find((hint) => /\/policy-ja-privacy-ts\.[0-9a-f]+\.js$/.test(hint.href));
    expect(text).toEqual(expect.objectContaining({ as: 'script', crossorigin: null }));
    expect((await fetchedResources(page)).filter((name) => name === text?.href)).toHaveLength(1);
    expect(hints.filter((hint) => hint.as === 'image' || /policy-(?!ja-privacy-)/.test(hint.href))).toEqual([]);
    expect(wasted).toEqual([]);

    // The pages every mail links to are the legal remote's too.
    for (const path of ['/communications', '/ja/support']) {
      await servedBefore(request, path, `href="${build.entry}"`);
    }
  });
});

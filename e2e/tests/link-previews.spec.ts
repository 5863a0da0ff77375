import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './support/site-test';
import { expectNoAxeViolations } from './support/axe';
import { localized, message } from './support/catalogue';
import { expectNoSidewaysScroll } from './support/phone-layout';
import { saveScreenshot } from './support/screenshots';
import { API_ORIGIN, SHELL_ORIGIN } from './support/sessions';

interface Listed {
  id: string;
  price: string;
  collectible: { id: string; name: string; setId: string };
  seller?: { displayName: string | null; username: string | null };
}

async function firstOf(request: APIRequestContext, apiPath: string): Promise<Listed> {
  const answer = await request.get(`${API_ORIGIN}${apiPath}`);
  expect(answer.ok()).toBe(true);
  const [first] = (await answer.json()).payload.records as Listed[];
  if (!first) throw new Error(`${apiPath} lists nothing: the seed has changed`);
  return first;
}

/** The content of one meta tag of a page's HTML as served (no script runs: what a chat app's crawler reads). */
async function servedPreview(request: APIRequestContext, pagePath: string) {
  const answer = await request.get(`${SHELL_ORIGIN}${pagePath}`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1]?.replace(/&amp;/g, '&');
  return { html, og: (name: string) => meta('property', `og:${name}`), twitter: (name: string) => meta('name', `twitter:${name}`) };
}

const gemText = (price: string) => `${Number(price).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} GEM`;

test.describe('a shared link previews without JavaScript', () => {
  test('a store item in Japanese: its name, price, merchant, language and art in the served HTML', async ({ request }) => {
    const item = await firstOf(request, '/api/merchants/diamond-dreams/store?page=1&pageSize=1');
    const pagePath = localized('ja', `/store/diamond-dreams/${item.id}`);
    const preview = await servedPreview(request, pagePath);

    expect(preview.html).toContain('<html lang="ja"');
    expect(preview.og('title')).toBe(item.collectible.name);
    expect(preview.og('description')).toBe(message('ja', 'shell:linkPreview.storeItem', { price: gemText(item.price), merchant: 'Diamond Dreams' }));
    expect(preview.og('locale')).toBe('ja_JP');
    expect(preview.og('url')).toBe(`${SHELL_ORIGIN}${pagePath}`);
    expect(preview.twitter('card')).toBe('summary_large_image');
    expect(preview.twitter('data1')).toBe(gemText(item.price));
    // The art a chat shows is a picture it can fetch: the API's raster of the item's set.
    const art = await request.get(preview.og('image') ?? '');
    expect(art.headers()['content-type']).toBe('image/webp');
  });

  test('a market item names its seller; a collectible and a profile preview too; other pages carry none', async ({ request }) => {
    const listing = await firstOf(request, '/api/merchants/diamond-dreams/market/listings?page=1&pageSize=1');
    const market = await servedPreview(request, `/market/diamond-dreams/${listing.id}`);
    expect(market.og('title')).toBe(listing.collectible.name);
    expect(market.og('description')).toContain(listing.seller?.displayName ?? listing.seller?.username ?? '');

    const collectible = await servedPreview(request, localized('fr', `/collectible/${listing.collectible.id}`));
    expect(collectible.og('title')).toBe(listing.collectible.name);
    expect(collectible.og('description')).toBe(
      message('fr', 'shell:linkPreview.collectibleOnSale', { merchant: 'Diamond Dreams', price: gemText(listing.price) }),
    );

    const profile = await servedPreview(request, `/user/vendor`);
    expect(profile.og('type')).toBe('profile');
    expect(profile.og('title')).toBe('Vic Vendor');
    expect(profile.twitter('card')).toBe('summary');

    expect((await servedPreview(request, '/store/diamond-dreams')).og('title')).toBeUndefined();
    expect((await servedPreview(request, '/store/diamond-dreams/00000000-0000-4000-8000-000000000000')).og('title')).toBeUndefined();
  });
});

test("Share on a market item copies the page's link where the browser has no share sheet, and says so; at 360 px and on a desktop", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SHELL_ORIGIN });
  await page.setViewportSize({ width: 360, height: 780 });
  const listing = await firstOf(request, '/api/merchants/diamond-dreams/market/listings?page=1&pageSize=1');
  const pagePath = localized('ja', `/market/diamond-dreams/${listing.id}`);
  await page.goto(pagePath);
  // Headless Chromium on Linux has no share sheet: Share copies.
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');

  await page.getByRole('button', { name: message('ja', 'kit:share.label') }).click();
  await expect(page.getByText(message('ja', 'kit:share.copied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SHELL_ORIGIN}${pagePath}`);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'share-market-item-phone');
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(page, 'share-market-item-desktop');
});

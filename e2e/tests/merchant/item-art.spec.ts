import { expect } from '@playwright/test';
import { test } from '../support/site-test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message } from '../support/catalogue';
import { saveScreenshot } from '../support/screenshots';
import { API_ORIGIN } from '../support/sessions';

test("an item's art opens full size, zooms, and Esc gives the page back; at 360 px and on a desktop", async ({ page, request }) => {
  const answer = await request.get(`${API_ORIGIN}/api/merchants/elemental-raiders/store?page=1&pageSize=1`);
  const [item] = (await answer.json()).payload.records as { id: string; collectible: { name: string; setId: string } }[];
  if (!item) throw new Error('The Elemental Raiders store lists nothing: the seed has changed');
  const name = item.collectible.name;

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(localized('ko', `/store/elemental-raiders/${item.id}`));
  const opener = page.getByRole('button', { name: message('ko', 'kit:lightbox.open', { name }) });
  await opener.click();

  const lightbox = page.getByRole('dialog', { name: message('ko', 'kit:lightbox.label', { name }) });
  await expect(lightbox).toBeVisible();
  // The drawing itself (SVG), sharp at any size the screen and the zoom need.
  const art = lightbox.getByRole('img', { name });
  await expect(art).toHaveAttribute('src', `${API_ORIGIN}/api/collectible-images/${item.collectible.setId}.svg`);
  await expect.poll(() => art.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'item-art-lightbox-phone');

  const widthBefore = (await art.boundingBox())?.width ?? 0;
  await lightbox.getByRole('button', { name: message('ko', 'kit:lightbox.zoomIn') }).click();
  await expect.poll(async () => (await art.boundingBox())?.width ?? 0).toBeGreaterThan(widthBefore * 1.5);

  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(opener).toBeFocused();

  // On a desktop the art fits the larger screen.
  await page.setViewportSize({ width: 1280, height: 900 });
  await opener.press('Enter');
  await expect(lightbox).toBeVisible();
  await expect.poll(async () => (await art.boundingBox())?.height ?? 0).toBeGreaterThan(600);
  await saveScreenshot(page, 'item-art-lightbox-desktop');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});

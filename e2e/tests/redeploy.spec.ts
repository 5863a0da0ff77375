import { expect, test } from '@playwright/test';
import { message } from './support/catalogue';
import { redeployRemote, type Redeployment } from './support/redeploy-remote';

let redeployment: Redeployment | undefined;

test.afterAll(() => redeployment?.rollBack());

test('a rebuilt and re-served remote is picked up on the next page load, with the shell untouched', async ({ page }) => {
  test.setTimeout(90_000);
  const heading = message('en', 'routes.support.heading');
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  const shellEntry = await page.locator('script[src*="main."]').getAttribute('src');

  redeployment = await redeployRemote('mfe-legal', {
    file: 'src/pages/support-page.tsx',
    from: "heading={t('routes.support.heading')}",
    to: "heading={`${t('routes.support.heading')} (v2)`}",
  });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${heading} (v2)`);
  expect(await page.locator('script[src*="main."]').getAttribute('src')).toBe(shellEntry);

  // The change reaches readers in every language, since the catalogue is the shell's and unchanged.
  await page.goto('/ja/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${message('ja', 'routes.support.heading')} (v2)`);
});

import { expect } from '@playwright/test';
import { test } from '../support/site-test';
import { message } from '../support/catalogue';
import { rollBack } from '../support/deploy-remote';
import { deployShell, liveShellVersion } from '../support/deploy-shell';

/**
 * The shell team ships a release while the site runs (built, prerendered and published whole beside
 * the kept builds), and one command puts the previous build back, live on the next page load, pages,
 * configuration and build files together, with no restart.
 */
// biome-ignore lint/suspicious/noTemplateCurlyInString: the text is source code that the release writes into the page, a template literal in it
const HOME_V2 = { file: 'src/pages/home-page.tsx', from: "{t('home.heading')}", to: "{`${t('home.heading')} (v2)`}" };
const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });
const servedBuild = (page: import('@playwright/test').Page) => page.locator('meta[name="marketplace-build-version"]').getAttribute('content');

test('npm run rollback -- shell brings the previous shell build back, live on the next load', async ({ page, request }) => {
  test.setTimeout(240_000);
  const original = liveShellVersion();
  await page.goto('/');
  await expect(heading(page)).toHaveText(message('en', 'home.heading'));

  const release = await deployShell({ version: '0.1.1', edits: [HOME_V2] });
  expect(release).toMatch(/^0\.1\.1\+[0-9a-f]{12}$/);
  try {
    await page.reload();
    await expect(heading(page)).toHaveText(`${message('en', 'home.heading')} (v2)`);
    expect(await servedBuild(page)).toBe(release);
    expect((await (await request.get('/builds/surface.json')).json()).build).toBe(release);

    const { output, milliseconds } = rollBack('shell');
    expect(output).toContain(`shell: rolled back from ${release} to ${original}`);
    test.info().annotations.push({ type: 'rollback', description: `npm run rollback -- shell took ${Math.round(milliseconds)} ms` });
  } finally {
    if (liveShellVersion() !== original) rollBack('shell');
  }

  // The next load is the previous build whole: its prerendered home, a deep link's page, its build files.
  await page.reload();
  await expect(heading(page)).toHaveText(message('en', 'home.heading'));
  expect(await servedBuild(page)).toBe(original);
  expect((await (await request.get('/builds/latest.json')).json()).version).toBe(original);
  expect((await (await request.get('/builds/surface.json')).json()).build).toBe(original);
  await page.goto('/support');
  await expect(heading(page)).toHaveText(message('en', 'routes.support.heading'));
  expect(await servedBuild(page)).toBe(original);
});

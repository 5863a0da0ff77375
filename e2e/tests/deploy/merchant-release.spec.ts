import { expect } from '@playwright/test';
import { test } from '../support/site-test';
import { message } from '../support/catalogue';
import { buildsBesides, compositionLog, shellEntryOf } from '../support/composed-builds';
import { deployRemote, liveBuildVersion, rollBackTo } from '../support/deploy-remote';

/**
 * The merchant team owns its remote and ships it alone (issue 13): a release of mfe-merchant is live
 * on the next load of a store page under the running shell, and nothing else is rebuilt. Rolling back,
 * pinning and overrides work the same for every remote and are proven once, for legal (patch-release.spec.ts).
 */
const STORE = { path: '/store/diamond-dreams', merchant: 'Diamond Dreams' };
const STORE_HEADING_V2 = {
  file: 'src/merchant-frame/categorised-front-frame.tsx',
  from: 'area={area.area} heading={heading}>',
  to: "area={area.area} heading={heading + ' (v2)'}>",
};

let original = '';

test.beforeAll(() => {
  original = liveBuildVersion('mfe-merchant');
});
test.afterAll(() => rollBackTo('merchant', 'mfe-merchant', original));

test('a release of the merchant remote alone is live on the next load of a store page, with nothing else rebuilt', async ({ page, request }) => {
  test.setTimeout(120_000);
  const storeHeading = message('en', 'routes.store.heading', { merchant: STORE.merchant });
  const heading = page.getByRole('heading', { level: 1 });
  const items = page.getByRole('list', { name: message('en', 'store.itemsLabel', { merchant: STORE.merchant }) });
  const log = compositionLog(page);
  await page.goto(STORE.path);
  await expect(heading).toHaveText(storeHeading);
  expect(log).toContainEqual(expect.stringContaining(`Marketplace composes marketplace_merchant ${original}`));
  const shellEntry = await shellEntryOf(page);
  const untouched = await buildsBesides(request, 'merchant');

  const release = await deployRemote('mfe-merchant', { version: '0.1.1', edits: [STORE_HEADING_V2] });
  expect(release).toMatch(/^0\.1\.1\+[0-9a-f]{12}$/);

  const linesBefore = log.length;
  await page.reload();
  await expect(heading).toHaveText(`${storeHeading} (v2)`);
  // The new build serves the whole page, not only its heading: the store's items still come.
  await expect(items.getByRole('link').first()).toBeVisible();
  expect(log.slice(linesBefore)).toContainEqual(expect.stringContaining(`Marketplace composes marketplace_merchant ${release}`));
  expect(await shellEntryOf(page)).toBe(shellEntry);
  expect(await buildsBesides(request, 'merchant')).toEqual(untouched);
});

import { expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { CONTRACTS_VERSION } from '../support/contracts-version';
import { message } from '../support/catalogue';
import { buildsBesides, compositionLog, REMOTE_ORIGINS, shellEntryOf } from '../support/composed-builds';
import { deployRemote, liveBuildVersion, rollBack, rollBackTo } from '../support/deploy-remote';
import { editServedConfig } from '../support/served-config';
import { SIGNED_IN_STATE } from '../support/sessions';

/**
 * The legal team ships a patch release of its remote while the site runs: only its build changes,
 * the running shell composes it on the next page load, and one command rolls it back. Its builds
 * are kept, so config.json can pin one (and, in debug mode only, a browser override can).
 */
const LEGAL_ORIGIN = REMOTE_ORIGINS.legal;
// biome-ignore lint/suspicious/noTemplateCurlyInString: the text is source code that the patch writes into the page, a template literal in it
const SUPPORT_V2 = { file: 'src/pages/support-page.tsx', from: "heading={t('routes.support.heading')}", to: "heading={`${t('routes.support.heading')} (v2)`}" };
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const hashOf = (buildVersion: string) => buildVersion.split('+')[1];

test.describe.configure({ mode: 'serial' });

let original = '';
let patch = '';

test.beforeAll(() => {
  original = liveBuildVersion('mfe-legal');
});
test.afterAll(() => rollBackTo('legal', 'mfe-legal', original));

test('a patch release of one remote is live on the next page load of the running shell, with nothing else rebuilt', async ({ page, request }) => {
  test.setTimeout(120_000);
  const log = compositionLog(page);
  await page.goto('/support');
  await expect(heading(page)).toHaveText(message('en', 'routes.support.heading'));
  expect(log).toContainEqual(
    expect.stringContaining(`Marketplace composes marketplace_legal ${original} (built against @marketplace/contracts ${CONTRACTS_VERSION})`),
  );
  const shellEntry = await shellEntryOf(page);
  const untouched = await buildsBesides(request, 'legal');

  patch = await deployRemote('mfe-legal', { version: '0.1.1', edits: [SUPPORT_V2] });
  expect(patch).toMatch(/^0\.1\.1\+[0-9a-f]{12}$/);
  expect(hashOf(patch)).not.toBe(hashOf(original));

  await page.reload();
  await expect(heading(page)).toHaveText(`${message('en', 'routes.support.heading')} (v2)`);
  expect(log.at(-1)).toContain(`Marketplace composes marketplace_legal ${patch}`);
  expect(await shellEntryOf(page)).toBe(shellEntry);
  expect(await buildsBesides(request, 'legal')).toEqual(untouched);

  // The change reaches readers in every language: the heading's words are the remote's own, shipped with its build.
  await page.goto('/ja/support');
  await expect(heading(page)).toHaveText(`${message('ja', 'routes.support.heading')} (v2)`);
});

test.describe('at /admin', () => {
  test.use({ storageState: SIGNED_IN_STATE.admin });

  test('the ADMIN sees the build of the shell and of every remote, the new release among them', async ({ page, request }) => {
    const others = await buildsBesides(request, 'legal');
    await page.goto('/admin');
    const row = (app: string) => page.getByRole('row', { name: new RegExp(`^${message('en', `admin.builds.apps.${app}`)}\\b`) });

    await expect(row('legal')).toContainText(patch);
    await expect(row('legal')).toContainText(message('en', 'admin.builds.source.live'));
    for (const [app, build] of Object.entries(others)) await expect(row(app)).toContainText(build);
  });
});

test('one command rolls the remote back to its previous build, live on the next page load', async ({ page }) => {
  const { output, milliseconds } = rollBack('legal');
  expect(output).toContain(`legal: rolled back from ${patch} to ${original}`);
  test.info().annotations.push({ type: 'rollback', description: `npm run rollback -- legal took ${Math.round(milliseconds)} ms` });

  await page.goto('/support');
  await expect(heading(page)).toHaveText(message('en', 'routes.support.heading'));
  expect(liveBuildVersion('mfe-legal')).toBe(original);
});

test('config.json can pin a kept build of a remote, and the next page load composes that build', async ({ page }) => {
  const log = compositionLog(page);
  const pinned = `${LEGAL_ORIGIN}/builds/${patch}/mf-manifest.json`;
  const restore = editServedConfig((config) => ({ ...config, remoteOverrides: { legal: { manifest: pinned } } }));
  try {
    await page.goto('/support');
    await expect(heading(page)).toHaveText(`${message('en', 'routes.support.heading')} (v2)`);
    expect(log).toContainEqual(expect.stringContaining(`legal ${pinned} (pinned)`));
  } finally {
    restore();
  }
  await page.goto('/support');
  await expect(heading(page)).toHaveText(message('en', 'routes.support.heading'));
});

test("a pin on another origin is allowed by the next page's Content-Security-Policy, with no server restart", async ({ page, request }) => {
  // The same server under another name is another origin, which the policy of the shell's start did not list.
  const elsewhere = `${LEGAL_ORIGIN.replace('127.0.0.1', 'localhost')}/builds/${patch}/mf-manifest.json`;
  const restore = editServedConfig((config) => ({ ...config, remoteOverrides: { legal: { manifest: elsewhere } } }));
  try {
    const policy = (await request.get('/support')).headers()['content-security-policy'] ?? '';
    expect(policy).toContain(new URL(elsewhere).origin);
    await page.goto('/support');
    await expect(heading(page)).toHaveText(`${message('en', 'routes.support.heading')} (v2)`);
  } finally {
    restore();
  }
  expect((await request.get('/support')).headers()['content-security-policy']).not.toContain(new URL(elsewhere).origin);
});

test('a browser override of a remote counts only when config.json is in debug mode', async ({ page }) => {
  const kept = `${LEGAL_ORIGIN}/builds/${patch}/mf-manifest.json`;
  const withOverride = `/support?remote-override=${encodeURIComponent(`legal@${kept}`)}`;

  await page.goto(withOverride);
  await expect(heading(page)).toHaveText(message('en', 'routes.support.heading'));
  await page.evaluate((url) => localStorage.setItem('marketplace:remote-overrides', JSON.stringify({ legal: url })), kept);
  await page.reload();
  await expect(heading(page)).toHaveText(message('en', 'routes.support.heading'));

  const restore = editServedConfig((config) => ({ ...config, debug: true }));
  try {
    await page.goto(withOverride);
    await expect(heading(page)).toHaveText(`${message('en', 'routes.support.heading')} (v2)`);
  } finally {
    restore();
  }
});

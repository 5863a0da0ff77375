import { expect } from '@playwright/test';
import { test } from '../support/site-test';
import { clientReports } from '../support/api-log';
import { message } from '../support/catalogue';
import { CONTRACTS_VERSION, NEXT_CONTRACTS_MAJOR } from '../support/contracts-version';
import { deployRemote, liveBuildVersion, rollBackTo } from '../support/deploy-remote';
import { REMOTE_ORIGINS } from '../support/site-origins';

const LEGAL_ORIGIN = REMOTE_ORIGINS.legal;

let original = '';

test.beforeAll(() => {
  original = liveBuildVersion('mfe-legal');
});
test.afterAll(() => rollBackTo('legal', 'mfe-legal', original));

test('a remote built against another contracts major is refused as the shell composes it, loudly, naming the remote and both versions', async ({ page }) => {
  test.setTimeout(90_000);
  const refused = await deployRemote('mfe-legal', { version: '0.2.0', contractsVersion: NEXT_CONTRACTS_MAJOR });
  const errors: string[] = [];
  page.on('console', (entry) => entry.type() === 'error' && errors.push(entry.text()));
  const fromLegal: string[] = [];
  page.on('request', (request) => request.url().startsWith(LEGAL_ORIGIN) && fromLegal.push(new URL(request.url()).pathname));
  let documentLoads = 0;
  page.on('load', () => documentLoads++);
  const reportsBefore = clientReports().length;

  await page.goto('/support');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'remote.unavailableHeading'));
  expect(errors).toContainEqual(
    `Remote marketplace_legal (build ${refused} from ${LEGAL_ORIGIN}/mf-manifest.json) is not composed: it was built against ` +
      `@marketplace/contracts ${NEXT_CONTRACTS_MAJOR}, but this shell provides @marketplace/contracts ${CONTRACTS_VERSION}, a different major version, so one shared copy cannot serve both.`,
  );
  // Refused from its manifest: none of its code ran, and no reload was tried, since it could not help.
  expect(fromLegal.every((pathname) => pathname === '/mf-manifest.json')).toBe(true);
  expect(documentLoads).toBe(1);
  // And recorded by the API, not only on this visitor's console.
  await expect
    .poll(() =>
      clientReports()
        .slice(reportsBefore)
        .map((report) => report.event === 'remote-refused' && report.message),
    )
    .toContainEqual(expect.stringContaining(`Remote marketplace_legal (build ${refused} from ${LEGAL_ORIGIN}/mf-manifest.json) is not composed`));

  // The rest of the site keeps working.
  await page.getByRole('link', { name: message('en', 'app.name') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'home.heading'));
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/site-test';
import { clientReports } from '../support/api-log';
import { message } from '../support/catalogue';
import { SHELL_ORIGIN } from '../support/site-origins';
import { deployRemote, liveBuildVersion, publishKeptBuild, rollBackTo } from '../support/deploy-remote';

/**
 * The merchant team builds against a router export the running shell does not provide (`useBlocker`:
 * the shell narrows react-router to what remotes use). Its own pipeline refuses the build before it
 * publishes, naming the export; published anyway, the shell refuses it from its manifest: the merchant
 * routes show the "temporarily unavailable" panel, the rest of the site works, and the API's log says
 * which remote, which build and which names.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const NEEDS_USE_BLOCKER = [
  {
    file: 'src/store/store-front-page.tsx',
    from: "import type { CategorisedFrontProps } from '../merchant-frame/categorised-area';",
    to: "import { useBlocker } from 'react-router';\nimport type { CategorisedFrontProps } from '../merchant-frame/categorised-area';",
  },
  {
    file: 'src/store/store-front-page.tsx',
    from: 'export function StoreFrontPage({ merchantId, categoryId }: CategorisedFrontProps) {',
    to: 'export function StoreFrontPage({ merchantId, categoryId }: CategorisedFrontProps) {\n  useBlocker(false);',
  },
];

let original = '';
let candidateDist = '';

test.beforeAll(() => {
  original = liveBuildVersion('mfe-merchant');
  candidateDist = mkdtempSync(path.join(tmpdir(), 'merchant-candidate-'));
});
test.afterAll(() => {
  rollBackTo('merchant', 'mfe-merchant', original);
  rmSync(candidateDist, { recursive: true, force: true });
});

function checkSurface(...args: string[]): { status: number; output: string } {
  try {
    return {
      status: 0,
      output: execFileSync('node', ['scripts/check-surface.mjs', ...args], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
    };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

test('a merchant build that needs a router export the running shell lacks is refused by its pipeline, and by the shell if published anyway', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const candidate = await deployRemote('mfe-merchant', { version: '0.2.0', edits: NEEDS_USE_BLOCKER }, { distDir: candidateDist });
  expect(liveBuildVersion('mfe-merchant')).toBe(original);

  // The pipeline's check against the deployed shell's published surface refuses it, naming the export.
  const check = checkSurface('merchant', '--dist', candidateDist);
  expect(check.status).toBe(1);
  expect(check.output).toContain(`merchant (build ${candidate}) needs react-router: useBlocker — the shell at ${SHELL_ORIGIN} (build `);
  // The live build passes the same check.
  expect(checkSurface('merchant')).toMatchObject({ status: 0 });

  // Published anyway.
  publishKeptBuild('mfe-merchant', candidateDist, candidate);
  expect(liveBuildVersion('mfe-merchant')).toBe(candidate);
  const reportsBefore = clientReports().length;

  await page.goto('/store/diamond-dreams');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'remote.unavailableHeading'));
  await page.goto('/market/diamond-dreams');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'remote.unavailableHeading'));

  // The rest of the site works: the home, and a page of another remote.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'home.heading'));
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'routes.support.heading'));

  await expect
    .poll(
      () =>
        clientReports()
          .slice(reportsBefore)
          .filter((report) => report.event === 'remote-refused'),
      { timeout: 10_000 },
    )
    .toContainEqual(expect.objectContaining({ message: expect.stringContaining(`Remote marketplace_merchant (build ${candidate} from`) }));
  const refusal = clientReports()
    .slice(reportsBefore)
    .find((report) => report.event === 'remote-refused');
  expect(JSON.parse(refusal?.data ?? '{}')).toMatchObject({
    data: { remote: 'marketplace_merchant', build: candidate, missing: [{ module: 'react-router', missing: ['useBlocker'] }] },
  });
});

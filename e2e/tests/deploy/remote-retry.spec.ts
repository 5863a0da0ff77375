import { expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { message } from '../support/catalogue';
import { REMOTE_ORIGINS } from '../support/site-origins';

/**
 * A deploy in progress or a dropped connection costs a remote's page nothing: its manifest, its entry
 * script and the chunks of its module are each fetched again (shell/src/federation/runtime-plugins/
 * retry-remote-fetches.ts), without the page reload or the panel a remote that stays down gets
 * (tests/remote-down.spec.ts).
 */
const LEGAL = REMOTE_ORIGINS.legal;

/** Fails the first request matching `pattern` as a reset connection; answers how many were asked. */
async function failOnce(page: Page, pattern: RegExp): Promise<() => number> {
  let asked = 0;
  await page.route(pattern, async (route) => {
    asked += 1;
    if (asked === 1) await route.abort('connectionreset');
    else await route.continue();
  });
  return () => asked;
}

for (const [what, pattern] of [
  ['manifest', new RegExp(`^${LEGAL}/mf-manifest\\.json$`)],
  ['entry script', new RegExp(`^${LEGAL}/remoteEntry\\.[0-9a-f]+\\.js$`)],
  ["exposed module's chunk", new RegExp(`^${LEGAL}/__federation_expose_SupportPage\\.[0-9a-f]+\\.js$`)],
] as const) {
  test(`a remote's ${what} that fails once is fetched again, and its page shows without a reload`, async ({ page }) => {
    const asked = await failOnce(page, pattern);
    let documentLoads = 0;
    page.on('load', () => documentLoads++);

    await page.goto('/support');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'routes.support.heading'));
    expect(asked()).toBe(2);
    expect(documentLoads).toBe(1);
  });
}

import { test as base, type BrowserContext, type Cookie, expect, type Page, type Request } from '@playwright/test';
import { SHELL_ORIGIN } from './site-origins';

/** A path segment a page wrote from a value it did not have (`/api/merchants/undefined/store/categories`). */
const MISSING_VALUE_SEGMENT = /^(undefined|null)$/;

/** True for a URL with a path segment that reads `undefined` or `null`: a request built from a missing value. */
function hasMissingValueSegment(url: string): boolean {
  return new URL(url).pathname.split('/').some((segment) => MISSING_VALUE_SEGMENT.test(decodeURIComponent(segment)));
}

/**
 * Watches a browser context, or one tab, for requests built from a missing value until `finish`, which
 * stops watching and fails the test for any it saw: the request is made and answered (often a quiet 404),
 * so only a watch on every request finds it.
 */
export function watchForMissingValues(target: BrowserContext | Page): { finish: () => void } {
  const missing: string[] = [];
  const watch = (request: Request) => {
    if (hasMissingValueSegment(request.url())) missing.push(`${request.method()} ${request.url()}`);
  };
  target.on('request', watch);
  return {
    finish() {
      target.off('request', watch);
      expect(missing, 'requests built from a missing value (an undefined or null path segment)').toEqual([]);
    },
  };
}

/** A tab of the suite's own, and the cookies its context started with. */
interface SharedTab {
  tab: Page;
  cookies: Cookie[];
}

/**
 * Gives a shared tab back the state a fresh context of the same options has: the cookies it started with
 * (the remembered language and merchant, a referral, a session another test ended: gone) and an empty
 * local and session storage of the site (the signed-in hint, the wallet prompt's memory, a reload counter).
 * What it keeps is what makes it fast: its cache and its renderer process.
 */
async function startAfresh({ tab, cookies }: SharedTab): Promise<void> {
  await tab.context().clearCookies();
  await tab.context().addCookies(cookies);
  if (new URL(tab.url()).origin === SHELL_ORIGIN) {
    await tab.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
  }
}

/**
 * The suite's `test`: Playwright's, with two additions.
 *
 * - A guard every spec gets without asking: no page of the test's browser context may request a URL with an
 *   `undefined` or `null` path segment. It wraps the `context` fixture rather than being an automatic fixture
 *   of its own, so a test that opens no page of that context (one on a shared tab) does not start one.
 * - `sharedTab`: a tab that the tests of one describe block share in a worker, for tests that open an address
 *   and look at it. Each test starts from a fresh document (its `goto`) with the cookies and storage of a
 *   fresh context (`startAfresh`), but the site's hashed files come from the tab's cache and a same-site load
 *   keeps its renderer process, where a fresh context starts cold and compiles the site's code again (about a
 *   second a test inside the suite). The tab is made with the describe block's options (signed-in state,
 *   viewport, locale, user agent). A test that changes the tab itself (a route, a fake clock, the viewport,
 *   print media), or watches for requests a warm cache would not make, takes `page`.
 */
export const test = base.extend<{ sharedTab: Page }, { sharedTabs: Map<string, SharedTab> }>({
  context: async ({ context }, use) => {
    const guard = watchForMissingValues(context);
    await use(context);
    guard.finish();
  },
  sharedTabs: [
    async ({ browser: _browser }, use) => {
      const tabs = new Map<string, SharedTab>();
      await use(tabs);
      await Promise.all([...tabs.values()].map(({ tab }) => tab.context().close()));
    },
    { scope: 'worker' },
  ],
  sharedTab: async ({ browser, sharedTabs, baseURL, userAgent, storageState, locale, viewport }, use, testInfo) => {
    // The spec file and its describe blocks, without the test's own title.
    const key = testInfo.titlePath.slice(0, -1).join(' › ');
    let shared = sharedTabs.get(key);
    if (!shared || shared.tab.isClosed()) {
      const context: BrowserContext = await browser.newContext({ baseURL, userAgent, storageState, locale, viewport });
      shared = { tab: await context.newPage(), cookies: await context.cookies() };
      sharedTabs.set(key, shared);
    } else {
      await startAfresh(shared);
    }
    // The guard above watches the contexts Playwright makes for a test; this tab's context is the suite's own.
    const guard = watchForMissingValues(shared.tab);
    await use(shared.tab);
    guard.finish();
  },
});

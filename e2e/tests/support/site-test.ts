import { test as base, type BrowserContext, expect, type Page, type Request } from '@playwright/test';

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

/**
 * The suite's `test`: Playwright's, with a guard every spec gets without asking: no page of the test's
 * browser context may request a URL with an `undefined` or `null` path segment. It wraps the `context`
 * fixture rather than being an automatic fixture of its own, so a test that opens no page of that context
 * (a spec with tabs of its own, such as the routes spec, which watches them itself) does not start one.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    const guard = watchForMissingValues(context);
    await use(context);
    guard.finish();
  },
});

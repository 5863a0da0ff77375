import type { Page } from '@playwright/test';

/**
 * Makes every read the API answers at `pattern` fail with a 500 (its retries included) until the
 * returned function is called; the answer carries the API's CORS headers so the page sees a server
 * failure, not a blocked request. For the pages that must say "could not be loaded", never "empty".
 */
export async function failReads(page: Page, pattern: RegExp): Promise<() => void> {
  let failing = true;
  await page.route(pattern, async (route) => {
    if (!failing || route.request().method() !== 'GET') return route.fallback();
    const origin = route.request().headers().origin ?? '*';
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' },
      body: JSON.stringify({ status: 500, message: 'Internal Server Error', payload: null }),
    });
  });
  return () => {
    failing = false;
  };
}

/**
 * One fresh visit to `url` in Chromium, as a shopper arriving from a shared link: when each request the
 * page's first paint depends on STARTED, in ms after navigation start (the page's resource timing), and
 * the largest paint. Requests are recognised by their path: the federation runtime is the shell's chunk
 * holding `init` (found by the caller), the remote's manifest, its entry, its page chunk, the art, and
 * the chunk of the page's own words (a policy's text). A page without art is measured once the element
 * its words show in is there.
 *
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ artPattern?: RegExp, artSelector?: string, readySelector?: string, contentPattern?: RegExp }} page
 *   what the page's main art is and where it shows, else where its words show; the chunk of its words
 * @returns {Promise<Record<string, number | null>>}
 */
export async function requestWaterfall(browser, url, { artPattern, artSelector, readySelector, contentPattern }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      window.__largestPaint = { at: 0, element: '' };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const element = entry.element;
          window.__largestPaint = {
            at: entry.startTime,
            element: element ? `${element.tagName.toLowerCase()} ${element.getAttribute('src') ?? element.textContent?.slice(0, 40) ?? ''}` : '',
          };
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    const shownIn = artSelector ?? readySelector;
    await page.locator(shownIn).first().waitFor();
    if (artSelector) {
      await page.waitForFunction((selector) => {
        const image = document.querySelector(selector);
        return image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0;
      }, artSelector);
    }
    // The paint of the art is reported after its frame.
    await page.waitForTimeout(200);
    const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, startTime: entry.startTime })));
    const firstStart = (pattern) => {
      if (!pattern) return null;
      const found = entries.filter((entry) => pattern.test(new URL(entry.name).pathname)).map((entry) => entry.startTime);
      return found.length ? Math.min(...found) : null;
    };
    const documentAt = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.responseStart ?? null);
    return {
      document: documentAt,
      manifest: firstStart(/mf-manifest\.json$/),
      entry: firstStart(/remoteEntry\.[0-9a-f]+\.js$/),
      pageChunk: firstStart(/__federation_expose_\w+Page\.[0-9a-f]+\.js$/),
      art: firstStart(artPattern),
      content: firstStart(contentPattern),
      ...(await page.evaluate(() => ({ largestPaint: window.__largestPaint.at, largestPaintElement: window.__largestPaint.element }))),
      entries,
    };
  } finally {
    await context.close();
  }
}

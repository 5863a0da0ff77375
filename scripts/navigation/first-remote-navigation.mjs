/**
 * One first visit to `from`, then a click on the link named `linkName`, which leads to a page a remote
 * renders: how long after the click the navigation progress bar appeared (null if it never did) and
 * the remote's page was in the document. Timed inside the page (`performance.now()`), from the
 * click event to the mutation that added each element.
 *
 * @param {import('playwright-core').Browser} browser
 * @returns {Promise<{ progressMs: number | null, contentMs: number }>}
 */
export async function firstRemoteNavigation(browser, { from, linkName, remoteModule }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(from, { waitUntil: 'networkidle' });
    await page.evaluate((selector) => {
      const timings = { click: null, progress: null, content: null };
      window.__navigationTimings = timings;
      document.addEventListener('click', () => (timings.click ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        if (timings.click === null) return;
        if (timings.progress === null && document.querySelector('[role="progressbar"]')) timings.progress = performance.now();
        if (timings.content === null && document.querySelector(selector)) timings.content = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    }, `[data-remote-module="${remoteModule}"]`);
    await page.getByRole('link', { name: linkName, exact: true }).first().click();
    await page.locator(`[data-remote-module="${remoteModule}"]`).waitFor();
    const { click, progress, content } = await page.evaluate(() => window.__navigationTimings);
    return { progressMs: progress === null ? null : progress - click, contentMs: content - click };
  } finally {
    await context.close();
  }
}

/**
 * What a first visit to a page costs in JavaScript: every script Chromium fetches until the page
 * settles, with its bytes over the wire (encoded body plus response headers, as the server sent
 * them), read from the DevTools network events with the cache off.
 *
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ acceptEncoding: string, ready: (page: import('playwright-core').Page) => Promise<unknown> }} options
 *   `ready` waits for what proves the page is usable (e.g. its heading), after network idle.
 * @returns {Promise<{ url: string, encoding: string, bytes: number }[]>}
 */
export async function scriptsOfFirstVisit(browser, url, { acceptEncoding, ready }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, encoding: response.headers['content-encoding'] ?? 'identity', bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await ready(page);
  } finally {
    await context.close();
  }
  return [...scripts.values()];
}

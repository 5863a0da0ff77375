import { expect } from '@playwright/test';
import { test } from '../support/site-test';
import { API_ORIGIN, SHELL_ORIGIN } from '../support/sessions';
import { REMOTE_ORIGINS as REMOTE_ORIGIN_OF } from '../support/site-origins';

const REMOTE_ORIGINS = Object.values(REMOTE_ORIGIN_OF);

/** The directives of a Content-Security-Policy header, by name. */
function directivesOf(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

test.describe('finding 10: what the servers send', () => {
  test("the shell's HTML allows scripts only from the shell and the configured remotes, and forbids framing, plugins and foreign <base>", async ({
    request,
  }) => {
    const config = await (await request.get(`${SHELL_ORIGIN}/config.json`)).json();
    const page = await request.get(`${SHELL_ORIGIN}/store/diamond-dreams`);
    const csp = directivesOf(page.headers()['content-security-policy']);

    const configuredRemotes = Object.values(config.remotes as Record<string, string>).map((url) => new URL(url).origin);
    expect(configuredRemotes.sort()).toEqual(REMOTE_ORIGINS);
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", ...REMOTE_ORIGINS]));
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src')).not.toContain('*');
    expect(csp.get('connect-src')).toContain(API_ORIGIN);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });

  test('the composed site runs under the policy without one violation, and a script from an unlisted origin is refused', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await page.goto('/store/diamond-dreams');
    await expect(page.getByRole('main')).toBeVisible();
    expect(violations).toEqual([]);

    const blocked = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.blockedURI), { once: true });
          const script = document.createElement('script');
          script.src = 'http://127.0.0.1:9/injected.js';
          document.head.append(script);
        }),
    );
    expect(blocked).toBe('http://127.0.0.1:9/injected.js');
  });

  test('the policy rides on what a browser may open as a document, and not on the scripts a page loads under its own', async ({ request }) => {
    const html = await (await request.get(`${SHELL_ORIGIN}/`)).text();
    const main = /src="\/(main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
    expect(main).toBeTruthy();

    for (const documentPath of ['/', '/store/diamond-dreams', '/favicon.svg']) {
      const response = await request.get(`${SHELL_ORIGIN}${documentPath}`);
      expect(directivesOf(response.headers()['content-security-policy']).get('object-src'), documentPath).toEqual(["'none'"]);
    }
    const script = await request.get(`${SHELL_ORIGIN}/${main}`);
    expect(script.headers()['content-type']).toMatch(/javascript/);
    expect(script.headers()['content-security-policy']).toBeUndefined();
  });

  test('a one-time key in the address of a page reaches no origin in a Referer, the shell itself included', async ({ page }) => {
    const key = 'referer-probe-0123456789abcdef';
    const headers: Promise<Record<string, string>>[] = [];
    page.on('request', (request) => headers.push(request.allHeaders()));
    await page.goto(`/communications?unsubscribe=${key}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const referers = (await Promise.all(headers)).flatMap(({ referer }) => (referer ? [referer] : []));
    expect(referers.length).toBeGreaterThan(0);
    expect(referers.filter((referer) => referer.includes(key))).toEqual([]);
  });

  test('every answer says nosniff: the API, the shell and a remote', async ({ request }) => {
    for (const url of [
      `${API_ORIGIN}/api/merchants`,
      `${API_ORIGIN}/api/no-such-route`,
      `${SHELL_ORIGIN}/config.json`,
      `${SHELL_ORIGIN}/`,
      `${REMOTE_ORIGINS[0]}/mf-manifest.json`,
    ]) {
      const response = await request.get(url);
      expect(response.headers()['x-content-type-options'], url).toBe('nosniff');
    }
  });

  test('source maps are not served, though the build keeps them', async ({ request }) => {
    const html = await (await request.get(`${SHELL_ORIGIN}/`)).text();
    const main = /src="\/(main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
    expect(main).toBeTruthy();
    expect((await request.get(`${SHELL_ORIGIN}/${main}`)).status()).toBe(200);

    expect((await request.get(`${SHELL_ORIGIN}/${main}.map`)).status()).toBe(404);
    const manifest = await (await request.get(`${REMOTE_ORIGINS[0]}/mf-manifest.json`)).json();
    const remoteEntry = `${REMOTE_ORIGINS[0]}/${manifest.metaData.remoteEntry.name}`;
    expect((await request.get(`${remoteEntry}.map`)).status()).toBe(404);
  });
});

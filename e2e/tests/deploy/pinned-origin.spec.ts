import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/site-test';
import { serveStatic } from '../../../scripts/serve-static.mjs';
import { buildDirOf } from '../../../tooling/rspack/kept-builds.mjs';
import { message } from '../support/catalogue';
import { liveBuildVersion } from '../support/deploy-remote';
import { editServedConfig } from '../support/served-config';
import { SHELL_ORIGIN } from '../support/site-origins';

/**
 * An operator moves a remote to a new host: its build served from an origin the running servers have
 * never heard of (a new port), pinned in config.json. The next page's Content-Security-Policy, computed
 * from the configuration as it is then, allows it, so it loads with no restart; unpinned, it is no
 * longer allowed.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

test('a remote pinned to a new origin loads on the next page, with no server restarted', async ({ page, request }) => {
  const build = liveBuildVersion('mfe-legal');
  const root = mkdtempSync(path.join(tmpdir(), 'legal-elsewhere-'));
  cpSync(buildDirOf(path.join(ROOT, 'mfe-legal', 'dist'), build), root, { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await serveStatic({ name: 'legal elsewhere', root, host: '127.0.0.1', port, allowedOrigins: [SHELL_ORIGIN] });
  const fromNewOrigin: string[] = [];
  page.on('request', (sent) => sent.url().startsWith(origin) && fromNewOrigin.push(new URL(sent.url()).pathname));
  const violations: string[] = [];
  page.on('console', (entry) => entry.text().includes('Content Security Policy') && violations.push(entry.text()));
  try {
    expect((await request.get('/support')).headers()['content-security-policy']).not.toContain(origin);

    const restore = editServedConfig((config) => ({ ...config, remoteOverrides: { legal: { manifest: `${origin}/mf-manifest.json` } } }));
    try {
      expect((await request.get('/support')).headers()['content-security-policy']).toContain(`script-src 'self' `);
      expect((await request.get('/support')).headers()['content-security-policy']).toContain(origin);
      await page.goto('/support');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'routes.support.heading'));
      expect(fromNewOrigin).toContain('/mf-manifest.json');
      expect(fromNewOrigin.some((pathname) => pathname.endsWith('.js'))).toBe(true);
      expect(violations).toEqual([]);
    } finally {
      restore();
    }
    expect((await request.get('/support')).headers()['content-security-policy']).not.toContain(origin);
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHELL_ORIGIN } from './apps.mjs';
import { serveApps } from './serve-apps.mjs';
import { startApi } from './start-api.mjs';

export const SITE = SHELL_ORIGIN;

/**
 * Runs `use` against the production build as `npm start -- --no-build` serves it: the API on an
 * empty data folder (the seed data) on its port, each app on its own (4000 and 8080–8084 unless
 * scripts/site-layout.mjs moves them; they must be free). Everything is stopped afterwards, whatever `use` does.
 * `serving` goes to the apps' servers (scripts/serve-apps.mjs).
 */
export async function withServedSite(use, serving = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-bench-'));
  const api = await startApi({ env: { DATA_DIR: dataDir }, quiet: true });
  try {
    const servers = await serveApps(serving);
    try {
      return await use(SITE);
    } finally {
      await Promise.allSettled(servers.map((server) => server.close()));
    }
  } finally {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

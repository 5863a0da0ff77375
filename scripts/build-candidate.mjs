import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './apps.mjs';
import { appsNamed, buildApps } from './build-apps.mjs';

/**
 * A team's release candidate: the production build of one app (with the shell's prerendered pages),
 * written to `<app>/.candidate/dist` instead of the folder its origin serves, so a pipeline can check
 * it (surface contract, e2e) while the published build keeps being served. Nothing is published here.
 */
export const candidateDistOf = (app) => path.join(ROOT, app.dir, '.candidate', 'dist');

export async function buildCandidate(app) {
  rmSync(path.dirname(candidateDistOf(app)), { recursive: true, force: true });
  // Read by the shared rspack configuration (tooling/rspack/create-app-config.mjs) when the config is made.
  process.env.MARKETPLACE_DIST_DIR = candidateDistOf(app);
  try {
    return await buildApps({ apps: [app] });
  } finally {
    delete process.env.MARKETPLACE_DIST_DIR;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [app] = appsNamed(process.argv.slice(2, 3));
  if (!app || process.argv.length !== 3) {
    console.error('Usage: node scripts/build-candidate.mjs <shell|account|merchant|wallet|legal>');
    process.exit(2);
  }
  const { seconds, prerenderSeconds } = await buildCandidate(app);
  console.log(`Built the ${app.name} candidate in ${(seconds + prerenderSeconds).toFixed(1)} s: ${path.relative(ROOT, candidateDistOf(app))}`);
}

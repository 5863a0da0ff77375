import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { rspack } from '@rspack/core';
import { distDirOf } from '../tooling/rspack/create-app-config.mjs';
import { prerenderDirOf } from '../tooling/rspack/create-prerender-config.mjs';
import { keepAndPublish, SHELL_RELEASES } from '../tooling/rspack/kept-builds.mjs';
import { SHELL_CHUNKS_FILE, shellChunksOfCompilation } from '../tooling/first-paint/shell-chunks.mjs';
import { APPS, ROOT } from './apps.mjs';
import { prerenderShell } from './prerender-pages.mjs';

/** The chunk group the shell's entry starts the page with (`import(/* webpackChunkName: "bootstrap" *\/ …)`). */
const STARTUP_CHUNK_GROUP = 'bootstrap';

/**
 * Production build of the shell and the four remotes in one multi-compiler run (they build in
 * parallel), then, when the shell is among them, its prerendered pages (scripts/prerender-pages.mjs).
 * Each remote publishes its build as it finishes; the shell's is built into a staging folder and
 * published whole, pages included, only then (tooling/rspack/kept-builds.mjs), so a running site
 * never serves half of it and `npm run rollback -- shell` can put it back.
 * `seconds` is the compilation alone; `prerenderSeconds` the prerender after it (`prerender: false`
 * leaves the pages out, for a build that is only timed: its shell is then not published).
 * `app.dir` may name an edited copy of an app (a deploy test); `MARKETPLACE_DIST_DIR` says where it publishes.
 * `sourceRoot` is a checkout of the repository's sources other than this one (scripts/main-checkout.mjs),
 * whose apps are then built.
 */
export async function buildApps({ apps = APPS, prerender = true, sourceRoot = ROOT } = {}) {
  const builds = await Promise.all(
    apps.map(async (app) => {
      const { default: configFor } = await import(pathToFileURL(path.join(sourceRoot, app.dir, 'rspack.config.mjs')).href);
      return { app, configs: [configFor({}, { mode: 'production' })].flat() };
    }),
  );
  const started = performance.now();
  const stats = await new Promise((resolve, reject) => {
    rspack(builds.flatMap((build) => build.configs)).run((error, result) => (error ? reject(error) : resolve(result)));
  });
  const seconds = (performance.now() - started) / 1000;
  if (stats.hasErrors()) {
    console.error(stats.toString({ colors: false, all: false, errors: true }));
    throw new Error('The production build failed');
  }

  let prerenderSeconds = 0;
  const shell = builds.find((build) => build.app.name === 'shell');
  if (shell) {
    const stagingDir = shell.configs[0].output.path;
    try {
      if (prerender) {
        const prerenderStarted = performance.now();
        const shellStats = stats.stats.find((child) => child.compilation.outputOptions.path === stagingDir);
        const startup = shellStats?.compilation.namedChunkGroups.get(STARTUP_CHUNK_GROUP);
        const startupFiles = startup ? [...startup.chunks].flatMap((chunk) => [...chunk.files]) : [];
        await prerenderShell({ distDir: stagingDir, startupFiles });
        // What a remote page starts with, for the hints its served document carries (tooling/first-paint/).
        if (shellStats) {
          mkdirSync(path.dirname(path.join(stagingDir, SHELL_CHUNKS_FILE)), { recursive: true });
          writeFileSync(path.join(stagingDir, SHELL_CHUNKS_FILE), JSON.stringify(shellChunksOfCompilation(shellStats.compilation, STARTUP_CHUNK_GROUP)));
        }
        prerenderSeconds = (performance.now() - prerenderStarted) / 1000;
        keepAndPublish(distDirOf({ dir: path.join(ROOT, shell.app.dir) }), stagingDir, SHELL_RELEASES);
      }
    } finally {
      rmSync(stagingDir, { recursive: true, force: true });
      rmSync(prerenderDirOf(stagingDir), { recursive: true, force: true });
    }
  }
  return { seconds, prerenderSeconds, stats };
}

/** The apps named on the command line (`node scripts/build-apps.mjs legal`), or all of them. */
export function appsNamed(names) {
  if (!names.length) return APPS;
  return names.map((name) => {
    const app = APPS.find((candidate) => candidate.name === name || candidate.dir === name);
    if (!app) throw new Error(`no app named '${name}'; one of: ${APPS.map((candidate) => candidate.name).join(', ')}`);
    return app;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const apps = appsNamed(process.argv.slice(2));
  const { seconds, prerenderSeconds } = await buildApps({ apps });
  const prerendered = apps.some((app) => app.spa) ? `, prerendered the shell's pages in ${prerenderSeconds.toFixed(1)} s` : '';
  console.log(`Built ${apps.map((app) => app.name).join(', ')} in ${seconds.toFixed(1)} s${prerendered}`);
}

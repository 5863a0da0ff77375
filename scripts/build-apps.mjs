import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { APPS, ROOT } from './apps.mjs';

/** Production build of the shell and the four remotes in one multi-compiler run (they build in parallel). */
export async function buildApps({ apps = APPS } = {}) {
  const configs = await Promise.all(
    apps.map(async (app) => {
      const { default: configFor } = await import(pathToFileURL(path.join(ROOT, app.dir, 'rspack.config.mjs')).href);
      return configFor({}, { mode: 'production' });
    }),
  );
  const started = performance.now();
  const stats = await new Promise((resolve, reject) => {
    rspack(configs).run((error, result) => (error ? reject(error) : resolve(result)));
  });
  const seconds = (performance.now() - started) / 1000;
  if (stats.hasErrors()) {
    console.error(stats.toString({ colors: false, all: false, errors: true }));
    throw new Error('The production build failed');
  }
  return { seconds, stats };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { seconds } = await buildApps();
  console.log(`Built ${APPS.map((app) => app.name).join(', ')} in ${seconds.toFixed(1)} s`);
}

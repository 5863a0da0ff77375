import { pathToFileURL } from 'node:url';
import { REMOTE_RELEASES, rollBack, SHELL_RELEASES } from '../tooling/rspack/kept-builds.mjs';
import { APPS, distOf } from './apps.mjs';

/**
 * `npm run rollback -- <app>`: publishes the app's previous build again from the builds kept beside
 * it (see tooling/rspack/kept-builds.mjs): a remote's in its `dist/builds/`, the shell's in
 * `shell/dist-kept/` (its pages, config.json, catalogues and builds/*.json come back together).
 * Nothing is rebuilt and no server restarts: the next page load gets the previous build (for the
 * shell, the next document it serves). Run it again to step back further.
 */
export function rollBackApp(name) {
  const app = APPS.find((candidate) => candidate.name === name || candidate.dir === name);
  if (!app) throw new Error(`no app named '${name}'; one of: ${APPS.map((candidate) => candidate.name).join(', ')}`);
  const started = performance.now();
  const result = rollBack(distOf(app), app.spa ? SHELL_RELEASES : REMOTE_RELEASES);
  return { app: app.name, ...result, milliseconds: performance.now() - started };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const name = process.argv[2];
  if (!name) {
    console.error(`Usage: npm run rollback -- <${APPS.map((app) => app.name).join('|')}>`);
    process.exit(2);
  }
  try {
    const { app, from, to, published, milliseconds } = rollBackApp(name);
    console.log(`${app}: rolled back from ${from} to ${to} in ${milliseconds.toFixed(0)} ms; the next page load uses it.`);
    console.log(`  published, oldest first: ${published.join(', ')}`);
  } catch (error) {
    console.error(`rollback: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

import { pathToFileURL } from 'node:url';
import { rollBack } from '../tooling/rspack/kept-builds.mjs';
import { APPS, distOf } from './apps.mjs';

/**
 * `npm run rollback -- <remote>`: publishes the remote's previous build again from the builds kept in
 * its `dist/builds/` (see tooling/rspack/kept-builds.mjs). Nothing is rebuilt and no server restarts:
 * the running shell composes the previous build on its next page load. Run it again to step back further.
 */
const REMOTES = APPS.filter((app) => !app.spa);

export function rollBackRemote(name) {
  const app = REMOTES.find((candidate) => candidate.name === name || candidate.dir === name);
  if (!app) throw new Error(`no remote named '${name}'; one of: ${REMOTES.map((remote) => remote.name).join(', ')}`);
  const started = performance.now();
  const result = rollBack(distOf(app));
  return { remote: app.name, ...result, milliseconds: performance.now() - started };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const name = process.argv[2];
  if (!name) {
    console.error(`Usage: npm run rollback -- <${REMOTES.map((remote) => remote.name).join('|')}>`);
    process.exit(2);
  }
  try {
    const { remote, from, to, published, milliseconds } = rollBackRemote(name);
    console.log(`${remote}: rolled back from ${from} to ${to} in ${milliseconds.toFixed(0)} ms; the next page load uses it.`);
    console.log(`  published, oldest first: ${published.join(', ')}`);
  } catch (error) {
    console.error(`rollback: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

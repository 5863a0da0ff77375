import { APPS, HOST, SHELL_ORIGIN } from './apps.mjs';
import { buildApps } from './build-apps.mjs';
import { serveApps } from './serve-apps.mjs';
import { startApi } from './start-api.mjs';

/**
 * `npm start`: production build, then the API and the five apps, each on its own port.
 * `--no-build` serves the existing build (the e2e suite uses it after `npm test` built once).
 */
const skipBuild = process.argv.includes('--no-build');

if (!skipBuild) {
  console.log('Building the shell and the four remotes for production…');
  const { seconds } = await buildApps();
  console.log(`Built in ${seconds.toFixed(1)} s`);
}

const api = await startApi();
const servers = await serveApps();
for (const app of APPS) console.log(`  ${app.name.padEnd(9)} http://${HOST}:${app.port}`);
console.log(`\nMarketplace is running: ${SHELL_ORIGIN}  (Ctrl-C stops everything)`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled(servers.map((server) => server.close()));
  api.kill('SIGTERM');
  api.once('exit', () => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

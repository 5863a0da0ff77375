import { startApiCluster } from './api-cluster.mjs';
import { APPS, HOST, SHELL_ORIGIN } from './apps.mjs';
import { buildApps } from './build-apps.mjs';
import { serveApps } from './serve-apps.mjs';
import { CATCHER_SMTP_URL, INBOX_ORIGIN, startMailCatcher, stopMailCatcher } from './start-mail-catcher.mjs';

/**
 * `npm run start:cluster`: the site as `npm start` runs it, but with the API as a deployment runs it —
 * three instances on one throwaway PostgreSQL behind HAProxy (scripts/api-cluster.mjs). Ctrl-C stops all
 * of it, the database included. `--no-build` serves the existing build.
 */
if (!process.argv.includes('--no-build')) {
  console.log('Building the shell and the four remotes for production…');
  const { seconds } = await buildApps();
  console.log(`Built in ${seconds.toFixed(1)} s`);
}

const catcher = await startMailCatcher();
console.log('Starting PostgreSQL, three API instances and HAProxy…');
const cluster = await startApiCluster({ count: 3, env: { SMTP_URL: process.env.SMTP_URL || CATCHER_SMTP_URL } }).catch(async (error) => {
  await stopMailCatcher(catcher);
  throw error;
});
const servers = await serveApps();
for (const app of APPS) console.log(`  ${app.name.padEnd(9)} http://${HOST}:${app.port}`);
console.log(`  ${'api'.padEnd(9)} ${cluster.balancerOrigin}  (HAProxy; statistics ${cluster.statsOrigin})`);
for (const [index, origin] of cluster.instanceOrigins.entries()) console.log(`  ${`api ${index + 1}`.padEnd(9)} ${origin}`);
console.log(`  ${'database'.padEnd(9)} ${cluster.databaseUrl}`);
console.log(`  ${'inbox'.padEnd(9)} ${INBOX_ORIGIN}`);
console.log(`\nMarketplace is running on three API instances: ${SHELL_ORIGIN}  (Ctrl-C stops everything)`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled(servers.map((server) => server.close()));
  await cluster.stop();
  await stopMailCatcher(catcher);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

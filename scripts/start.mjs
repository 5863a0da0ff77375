import { APPS, HOST, SHELL_ORIGIN } from './apps.mjs';
import { buildApps } from './build-apps.mjs';
import { serveApps } from './serve-apps.mjs';
import { startApi } from './start-api.mjs';
import { CATCHER_SMTP_URL, INBOX_ORIGIN, startMailCatcher, stopMailCatcher } from './start-mail-catcher.mjs';

/**
 * `npm start`: production build, then the local inbox (MailDev), the API sending its mail there, and the
 * five apps, each on its own port.
 * `--no-build` serves the existing build (the e2e suite uses it after `npm test` built once).
 */
const skipBuild = process.argv.includes('--no-build');

if (!skipBuild) {
  console.log('Building the shell and the four remotes for production…');
  const { seconds } = await buildApps();
  console.log(`Built in ${seconds.toFixed(1)} s`);
}

const catcher = await startMailCatcher();
// An SMTP_URL of your own (a real mail server) wins; otherwise every mail lands in the local inbox.
const api = await startApi({ env: { SMTP_URL: process.env.SMTP_URL || CATCHER_SMTP_URL } }).catch(async (error) => {
  await stopMailCatcher(catcher);
  throw error;
});
const servers = await serveApps();
for (const app of APPS) console.log(`  ${app.name.padEnd(9)} http://${HOST}:${app.port}`);
console.log(`  ${'inbox'.padEnd(9)} ${INBOX_ORIGIN}`);
console.log(`\nMarketplace is running: ${SHELL_ORIGIN}  mail it sends: ${INBOX_ORIGIN}  (Ctrl-C stops everything)`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled(servers.map((server) => server.close()));
  api.kill('SIGTERM');
  api.once('exit', async () => {
    await stopMailCatcher(catcher);
    process.exit(0);
  });
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

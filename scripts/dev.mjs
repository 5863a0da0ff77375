import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_PORT, APPS, HOST, ROOT } from './apps.mjs';
import { CATCHER_SMTP_URL, INBOX_ORIGIN, startMailCatcher } from './start-mail-catcher.mjs';

/**
 * `npm run dev`: the local inbox (MailDev), the API (restarted by tsx on change) sending into it, and the five rspack dev servers, each
 * on its production port, so the same config.json works. Pages reload as their sources change.
 */
const require = createRequire(import.meta.url);
// @rspack/cli exports no path to its bin; its package.json (always exported) sits beside it.
const rspackCli = path.join(path.dirname(require.resolve('@rspack/cli/package.json')), 'bin', 'rspack.js');
const tsxCli = require.resolve('tsx/cli');

const children = [
  await startMailCatcher(),
  spawn(process.execPath, [tsxCli, 'watch', 'src/main.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { IDP_LOCAL_STANDINS: 'on', SMTP_URL: CATCHER_SMTP_URL, ...process.env, HOST, PORT: String(API_PORT) },
    stdio: 'inherit',
  }),
  ...APPS.map((app) => spawn(process.execPath, [rspackCli, 'serve', '--mode', 'development'], { cwd: path.join(ROOT, app.dir), stdio: 'inherit' })),
];

console.log(`Development servers starting; the site will be at http://${HOST}:8080, the mail it sends at ${INBOX_ORIGIN} (Ctrl-C stops everything)`);

function stop() {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && console.error(`A development server stopped (exit ${code})`));

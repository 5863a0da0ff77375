import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAPIServer } from '@maildev/api';
import { registerUI } from '@maildev/ui/server';
import { MailDev } from 'maildev';
import { withMailLinksFollowed } from './inbox-links.mjs';
import { HOST, portOf } from './site-layout.mjs';

/**
 * The local inbox: MailDev (SMTP on the `smtp` port, its web inbox and REST API on the `inbox` port, both
 * on 127.0.0.1 only), run as a process of its own by `npm start`, `npm run dev` and the e2e set-up.
 *
 * Its SMTP side can be taken down and brought back without losing the inbox, so a test can play a mail
 * server outage: SIGUSR2 stops accepting connections (they are refused, as with a server that is down),
 * SIGHUP listens again. (SIGUSR1 is Node's debugger signal.) The process says which it did on stdout;
 * a caller waits for the port itself, not for time to pass.
 */
const CATCHER_READY_LINE = 'Mail catcher ready';

// A folder of its own for the mails: MailDev's default (`$TMPDIR/maildev`) is shared by every catcher on the
// machine, and one starting prunes the folder another is serving mails from (two sites, a team's pipeline).
const mailDirectory = mkdtempSync(path.join(tmpdir(), 'marketplace-inbox-'));
const maildev = new MailDev({ smtp: portOf('smtp'), ip: HOST, silent: true, mailDirectory, disableWeb: true });
const { smtp, storage } = await maildev.start();
// MailDev's own web inbox and REST API, set up as MailDev does (`disableWeb` above), with one hook between
// building and listening: its page learns to follow the links of a mail (`inbox-links.mjs`).
const inbox = createAPIServer({ port: portOf('inbox'), host: HOST, basePath: '', storage, smtp });
await inbox.registerPlugins();
await registerUI(inbox.server, { basePath: '' });
inbox.server.addHook('onSend', async (request, reply, payload) =>
  typeof payload === 'string' && !request.url.startsWith('/api/') && String(reply.getHeader('content-type')).startsWith('text/html')
    ? withMailLinksFollowed(payload)
    : payload,
);
await inbox.listen();
console.log(`${CATCHER_READY_LINE}: SMTP ${HOST}:${portOf('smtp')}, inbox http://${HOST}:${portOf('inbox')}`);

let smtpUp = true;
process.on('SIGUSR2', () => {
  if (!smtpUp) return;
  smtpUp = false;
  smtp.stop().then(() => console.log('Mail catcher: SMTP stopped'));
});
process.on('SIGHUP', () => {
  if (smtpUp) return;
  smtpUp = true;
  smtp.start().then(() => console.log('Mail catcher: SMTP listening again'));
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await inbox.stop().catch(() => {});
  await maildev.stop().catch(() => {});
  rmSync(mailDirectory, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

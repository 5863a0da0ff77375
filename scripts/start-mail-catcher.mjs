import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { HOST, ROOT } from './apps.mjs';
import { portOf } from './site-layout.mjs';

const READY_LINE = 'Mail catcher ready';

/** The local inbox's web address (MailDev's page and REST API). */
export const INBOX_ORIGIN = `http://${HOST}:${portOf('inbox')}`;
/** What the API is given as `SMTP_URL` to send into the local inbox. */
export const CATCHER_SMTP_URL = `smtp://${HOST}:${portOf('smtp')}`;

/**
 * Starts the local mail catcher (scripts/mail-catcher.mjs) as a child process and resolves once it
 * listens. With `MAIL_CATCHER_PID_FILE` set (the e2e set-up), its process id is written there, so a test
 * can signal it to take its SMTP side down and bring it back.
 */
export function startMailCatcher() {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'mail-catcher.mjs')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk) => {
      seen += chunk.toString();
      if (!seen.includes(READY_LINE)) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      if (process.env.MAIL_CATCHER_PID_FILE) writeFileSync(process.env.MAIL_CATCHER_PID_FILE, String(child.pid));
      resolve(child);
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`The mail catcher stopped before it was ready (exit code ${code}); are ports ${portOf('smtp')} and ${portOf('inbox')} free?`)),
    );
    child.once('error', reject);
  });
}

/** Stops the catcher and waits for it. */
export async function stopMailCatcher(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

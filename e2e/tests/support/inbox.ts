import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { expect } from '@playwright/test';
import { HOST, originOf, portOf } from '../../../scripts/site-layout.mjs';

/** The local inbox (MailDev) the site under test sends every mail to: its web page and REST API. */
export const INBOX_ORIGIN = originOf('inbox');

/** One mail as MailDev's REST API returns it (`GET /api/email`). */
export interface InboxMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

/** Every mail the inbox holds for `address`, oldest first. */
export async function mailsTo(address: string): Promise<InboxMail[]> {
  const answer = await fetch(`${INBOX_ORIGIN}/api/email?${new URLSearchParams({ 'to.address': address.toLowerCase() })}`);
  expect(answer.ok, 'the local inbox answers').toBe(true);
  return (await answer.json()) as InboxMail[];
}

/**
 * Waits (polling the inbox, up to `timeout`) for a mail to `address` that `matches`, and answers the newest
 * such mail. `except` names mails seen before (their ids), for a test waiting for the next one.
 */
export async function waitForMail(
  address: string,
  matches: (mail: InboxMail) => boolean,
  { except = [], timeout = 20_000, what = 'a mail' }: { except?: string[]; timeout?: number; what?: string } = {},
): Promise<InboxMail> {
  let found: InboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter((mail) => !except.includes(mail.id) && matches(mail)).at(-1);
        return found !== undefined;
      },
      { message: `${what} to ${address} in the local inbox`, timeout, intervals: [100, 250, 500] },
    )
    .toBe(true);
  return found as InboxMail;
}

/** The links of a mail's HTML, in order. */
export function linksOf(mail: InboxMail): string[] {
  return [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
}

/** How a person recognises each mail with a link to follow: by where its button goes. */
const LINK_OF_KIND = {
  'confirm-sign-up': /\/idp\/confirm\?/,
  'verify-email': /[?&]verify-email=/,
  'unsubscribe-communications': /\/communications\?unsubscribe=/,
  'support-ticket-received': /\/support\?ticket=/,
  'confirm-email-change': /[?&]confirm-email-change=/,
} as const;

/** The link of the newest mail of `kind` to `address`, waiting for it to arrive in the local inbox. */
export async function linkMailedTo(address: string, kind: keyof typeof LINK_OF_KIND, options: { except?: string[] } = {}): Promise<string> {
  const pattern = LINK_OF_KIND[kind];
  const mail = await waitForMail(address, (candidate) => linksOf(candidate).some((link) => pattern.test(link)), { ...options, what: `a ${kind} mail` });
  return linksOf(mail).find((link) => pattern.test(link)) as string;
}

/** The mail's headers as its source has them (MailDev's parsed headers drop the structured ones, such as List-Unsubscribe). */
export async function headersOf(mail: InboxMail): Promise<Record<string, string>> {
  const source = await (await fetch(`${INBOX_ORIGIN}/api/email/${mail.id}/source`)).text();
  const block = source.split(/\r?\n\r?\n/)[0] ?? '';
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * The catcher's SMTP side down or up, as in a mail server outage: a signal to the catcher process (its pid
 * written by the set-up, scripts/start-mail-catcher.mjs), then a wait for the port to refuse, or accept,
 * a connection: the condition itself, not a pause.
 */
export async function setCatcherSmtp(state: 'down' | 'up'): Promise<void> {
  const pidFile = process.env.MAIL_CATCHER_PID_FILE;
  if (!pidFile) throw new Error('MAIL_CATCHER_PID_FILE is unset: start the suite through playwright.config.ts');
  process.kill(Number(readFileSync(pidFile, 'utf8')), state === 'down' ? 'SIGUSR2' : 'SIGHUP');
  await expect.poll(smtpAccepts, { message: `the catcher's SMTP port ${state}`, timeout: 10_000, intervals: [50, 100, 250] }).toBe(state === 'up');
}

function smtpAccepts(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: HOST, port: portOf('smtp') });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

import type { Database } from '../db/database.js';
import { issueEmailKey } from '../email-keys/email-keys.js';
import { sendMail } from '../email-keys/send-mail.js';

/**
 * The two mails a sign-up sends, through the outbox (the local stand-in for a mail provider): the new
 * account's confirmation link, which completes the sign-in the form began (`GET /idp/confirm`), or, for
 * an address that has an account, word to its owner that someone tried — the form says the same for both.
 */
export interface SentMail {
  template: 'confirm-sign-up' | 'sign-up-attempt';
  link: string;
}

export async function mailSignUpConfirmation(
  db: Database,
  { userId, email, publicOrigin, request }: { userId: string; email: string; publicOrigin: string; request: string },
): Promise<SentMail> {
  const { key } = await issueEmailKey(db, userId, 'CONFIRM_SIGN_UP');
  const link = new URL('/idp/confirm', publicOrigin);
  link.searchParams.set('key', key);
  link.searchParams.set('request', request);
  const mail = { template: 'confirm-sign-up', link: link.toString() } as const;
  await sendMail(db, { userId, toEmail: email, ...mail });
  return mail;
}

export async function mailSignUpAttempt(
  db: Database,
  { userId, email, shellOrigin }: { userId: string; email: string; shellOrigin: string },
): Promise<SentMail> {
  const mail = { template: 'sign-up-attempt', link: new URL('/auth/login', shellOrigin).toString() } as const;
  await sendMail(db, { userId, toEmail: email, ...mail });
  return mail;
}

import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { issueEmailKey } from '../email-keys/email-keys.js';
import { enqueueMail } from '../mail/enqueue-mail.js';

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
  await enqueueMail(db, { userId, toEmail: email, kind: mail.template, params: { link: mail.link } });
  return mail;
}

export async function mailSignUpAttempt(
  db: Database,
  { userId, email, shellOrigin }: { userId: string; email: string; shellOrigin: string },
): Promise<SentMail> {
  const mail = { template: 'sign-up-attempt', link: new URL('/auth/login', shellOrigin).toString() } as const;
  await enqueueMail(db, { userId, toEmail: email, kind: mail.template, params: { link: mail.link } });
  return mail;
}

/**
 * "Resend" on the check-your-inbox page: a new confirmation link to an account still waiting for one, word of
 * the attempt to the owner of a confirmed one, nothing to an address without an account (the page says the same).
 */
export async function resendSignUpMail(
  db: Database,
  { email, publicOrigin, shellOrigin, request }: { email: string; publicOrigin: string; shellOrigin: string; request: string },
): Promise<SentMail | null> {
  const [account] = await db.select({ id: users.id, awaiting: users.awaitingSignUpConfirmation }).from(users).where(eq(users.email, email));
  if (!account) return null;
  return account.awaiting
    ? mailSignUpConfirmation(db, { userId: account.id, email, publicOrigin, request })
    : mailSignUpAttempt(db, { userId: account.id, email, shellOrigin });
}

import { CONFIRM_EMAIL_CHANGE_PARAM, type Locale, localizePath } from '@marketplace/contracts/wire';
import { SECURITY_NOTICE_PAGE } from '../account-events/account-events.js';
import type { Database } from '../db/database.js';
import { enqueueMail } from '../mail/enqueue-mail.js';
import { maskEmail } from './mask-email.js';

interface ToAccount {
  userId: string;
  /** The account's language: the links open the shell in it. */
  locale: Locale;
  shellOrigin: string;
}

/**
 * The mail to the NEW address: the link that completes the change. It opens the shell
 * (`/?confirm-email-change=KEY`), which posts the key back, as a verification link does; only the owner
 * of that mailbox can follow it.
 */
export async function mailEmailChangeLink(
  db: Database,
  { userId, locale, shellOrigin, newEmail, key }: ToAccount & { newEmail: string; key: string },
): Promise<void> {
  const link = new URL(localizePath('/', locale), shellOrigin);
  link.searchParams.set(CONFIRM_EMAIL_CHANGE_PARAM, key);
  await enqueueMail(db, { userId, toEmail: newEmail, kind: 'confirm-email-change', params: { link: link.toString() } });
}

/**
 * The security notice to the OLD address once the change is made: when, to which address (masked, as
 * the old mailbox may no longer be the owner's alone), and the support page: someone who did not ask for it
 * may no longer be able to sign in (`SECURITY_NOTICE_PAGE`).
 */
export async function mailEmailChangedNotice(
  db: Database,
  { userId, locale, shellOrigin, oldEmail, newEmail, at }: ToAccount & { oldEmail: string; newEmail: string; at: Date },
): Promise<void> {
  const link = new URL(localizePath(SECURITY_NOTICE_PAGE, locale), shellOrigin).toString();
  await enqueueMail(db, { userId, toEmail: oldEmail, kind: 'email-changed', params: { link, at: at.toISOString(), newEmailMasked: maskEmail(newEmail) } });
}

import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale, localizePath } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { issueEmailKey, type EmailKeyPurpose, type IssuedEmailKey } from '../email-keys/email-keys.js';
import { enqueueMail } from './enqueue-mail.js';

/** Where each kind of link sends the browser: a page of the shell that posts the key back. */
/**
 * Keys whose link is a page of the shell mailed to the account's address (a sign-up's confirmation goes to the
 * identity page: `idp/sign-up-mail.ts`; an address change's goes to the new address: `email-change/`).
 */
type ShellLinkPurpose = Exclude<EmailKeyPurpose, 'CONFIRM_SIGN_UP' | 'CONFIRM_EMAIL_CHANGE'>;

const LINKS: Record<ShellLinkPurpose, { template: 'verify-email' | 'unsubscribe-communications'; link(shellOrigin: string, key: string): URL }> = {
  VERIFY_EMAIL: {
    template: 'verify-email',
    link: (shellOrigin, key) => withQuery(new URL('/', shellOrigin), 'verify-email', key),
  },
  UNSUBSCRIBE_COMMUNICATIONS: {
    template: 'unsubscribe-communications',
    link: (shellOrigin, key) => unsubscribePageUrl(shellOrigin, key),
  },
};

/** The communications page that unsubscribes with the key (and offers to undo it), in the reader's language. */
export function unsubscribePageUrl(shellOrigin: string, key: string, locale: Locale = DEFAULT_LOCALE): URL {
  return withQuery(new URL(localizePath('/communications', locale), shellOrigin), 'unsubscribe', key);
}

function withQuery(url: URL, name: string, value: string): URL {
  url.searchParams.set(name, value);
  return url;
}

export interface MailedLink extends IssuedEmailKey {
  sentTo: string;
}

/**
 * Issues a key of the purpose and "sends" its link to the user: written to the outbox, the local
 * stand-in for a mail provider. Whoever sends communications mails the unsubscribe link this way.
 */
export async function mailKeyLink(
  db: Database,
  { userId, purpose, shellOrigin }: { userId: string; purpose: ShellLinkPurpose; shellOrigin: string },
): Promise<MailedLink> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`User ${userId} is missing`);
  const issued = await issueEmailKey(db, userId, purpose);
  const { template, link } = LINKS[purpose];
  await enqueueMail(db, { userId, toEmail: user.email, kind: template, params: { link: link(shellOrigin, issued.key).toString() } });
  return { ...issued, sentTo: user.email };
}

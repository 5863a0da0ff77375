import { DEFAULT_LOCALE, type Locale, localizePath, SUPPORT_RECEIPT_PARAM } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { enqueueMail } from '../mail/enqueue-mail.js';

/**
 * "We got your request SR-…": mailed through the outbox (the local stand-in for a mail provider) to the
 * address the ticket gave, linking back to the support page, where the ticket is shown marked with its status:
 * a signed-in author's among their tickets, a visitor's through the receipt the link carries (the ticket's
 * random id: a visitor has no account to read it with). A visitor's mail has no user behind it (`user_id`
 * null); a signed-in author's shows their antiphishing code, as every mail to an account does (`enqueueMail`). The link carries the filer's language prefix, so the page opened from the
 * mail on another device speaks the language the ticket was written in.
 */
export async function mailTicketAcknowledgement(
  db: Database,
  {
    userId,
    email,
    ticketId,
    reference,
    locale = DEFAULT_LOCALE,
    shellOrigin,
  }: { userId: string | null; email: string; ticketId: string; reference: string; locale?: Locale; shellOrigin: string },
): Promise<void> {
  const link = new URL(localizePath('/support', locale), shellOrigin);
  link.searchParams.set('ticket', reference);
  if (userId === null) link.searchParams.set(SUPPORT_RECEIPT_PARAM, ticketId);
  await enqueueMail(db, { userId, toEmail: email, kind: 'support-ticket-received', params: { link: link.toString(), receipt: reference }, locale });
}

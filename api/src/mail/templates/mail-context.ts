import type { Locale } from '@marketplace/contracts/wire';

/** What every mail template is told about its recipient and the site, besides the mail's own content. */
export interface MailContext {
  /** The recipient's language (an account's: users.preferred_locale at send time). */
  locale: Locale;
  /** Shown in every mail to an account that set one. */
  antiphishingCode: string | null;
  /** The shell origin, for the logo link, footer links and the preferences page. */
  siteOrigin: string;
  /** Offers mails only: the visible "unsubscribe" link (the page), null otherwise. */
  unsubscribeUrl: string | null;
}

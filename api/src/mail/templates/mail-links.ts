import { DEFAULT_LOCALE, type Locale, localizePath, splitLocalePath } from '@marketplace/contracts/wire';
import { MailContentError } from './mail-content-error.js';

/** A page of the site, on the shell origin, under the recipient's locale prefix (`/ja/communications`). */
export function sitePage(siteOrigin: string, path: string, locale: Locale): string {
  return new URL(localizePath(path, locale), siteOrigin).toString();
}

/**
 * The link a mail's button opens. Links are written when the mail is queued, but the recipient's language is
 * known only when it is sent (they may change it in between), so a link to a page of the site that carries no
 * locale prefix gets the recipient's here; a link that already names a language (a support receipt, in the
 * language the ticket was written in) or points elsewhere (the identity page on the API's origin) is kept as it
 * is. Only http(s) links are mailed: anything else is a bug upstream, not something to put behind a button.
 */
export function mailLink(link: string, siteOrigin: string, locale: Locale): string {
  const url = new URL(link);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new MailContentError(`A mail links only to http(s), not ${url.protocol}`);
  if (url.origin !== new URL(siteOrigin).origin) return url.toString();
  if (splitLocalePath(url.pathname).locale !== DEFAULT_LOCALE) return url.toString();
  url.pathname = localizePath(url.pathname, locale);
  return url.toString();
}

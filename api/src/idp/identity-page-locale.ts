import { isLocale, type Locale, splitLocalePath } from '@marketplace/contracts/wire';
import type { SignInRequest } from './sign-in-request.js';

/**
 * The identity page speaks the language of the page that sent the person: the locale prefix of the signed
 * request's redirect (`/ja/store` → ja). It is signed with the request, so nobody can change it on the way,
 * and it only ever picks one of the nine catalogues (an unknown prefix is English): no text of the request
 * reaches the page and no new parameter carries anything a link could abuse.
 */
export function localeOfSignIn(signIn: SignInRequest): Locale {
  return splitLocalePath(signIn.redirect).locale;
}

/**
 * For the one page without a readable request (an expired or broken link): the browser's first language the
 * site speaks, else English. Only the primary subtag is compared, against the nine.
 */
export function localeOfAcceptLanguage(header: string | undefined): Locale {
  for (const range of (header ?? '').split(',')) {
    const primary = range.split(';')[0]?.trim().split('-')[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return 'en';
}

import type { Locale } from '@marketplace/contracts/wire';
import { alertParagraph, escapeHtml, identityDocument, type StandInProvider, standInForm } from './identity-page.js';
import { IDENTITY_PAGE_WORDS, type IdentityPageWord } from './identity-page-words.js';

export interface ReauthenticationPageState {
  /** The signed re-authentication request, posted back with the form. */
  request: string;
  /** The providers the account signs in with: only theirs are offered. */
  providers: readonly StandInProvider[];
  /** Whether the Google / Apple stand-ins are on (the development switch). */
  standIns: boolean;
  locale: Locale;
  email?: string;
  error?: IdentityPageWord;
}

const PROVIDER_NAMES: Record<StandInProvider, string> = { google: 'Google', apple: 'Apple' };

/**
 * "Confirm it's you": the signed-in person authenticates again with their provider before closing their
 * account. Nothing here signs anyone in: no password form, no sign-up, no way to another account; the
 * address is never filled in for them (`prompt=login`: a live provider session is not enough).
 */
export function renderReauthenticationPage({ request, providers, standIns, locale, email = '', error }: ReauthenticationPageState): string {
  const words = IDENTITY_PAGE_WORDS[locale];
  const forms = standIns
    ? providers.map((provider) => standInForm('/idp/reauthenticate/provider', { request, provider, name: PROVIDER_NAMES[provider], email, words }))
    : [];
  return identityDocument(
    locale,
    words.titleReauthenticate,
    `<h1>${escapeHtml(words.titleReauthenticate)}</h1>
<p>${escapeHtml(words.reauthenticateIntro)}</p>
${alertParagraph(words, error)}
${standIns ? `<p class="muted">${escapeHtml(words.standInsNote)}</p>` : ''}
${forms.join('\n')}`,
  );
}

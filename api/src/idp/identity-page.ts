import type { AuthPath, Locale } from '@marketplace/contracts/wire';
import { IDENTITY_PAGE_STYLE } from './identity-page-style.js';
import { IDENTITY_PAGE_WORDS, type IdentityPageWord, type IdentityPageWords } from './identity-page-words.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

export interface IdentityPageState {
  /** The signed sign-in request, posted back with every form. */
  request: string;
  mode: AuthPath;
  rescue: boolean;
  /** Whether the Google / Apple stand-ins are offered (the development switch). */
  standIns: boolean;
  /** The language of the page that sent the person (one of the nine: never text from the request). */
  locale: Locale;
  email?: string;
  error?: IdentityPageWord;
  /** What happened, when it went well (a resent message). */
  notice?: IdentityPageWord;
  /** A sign-up was sent: the form gives way to "check your inbox" for this address, with resend and another address. */
  sentTo?: string;
}

/** A sentence with its `{name}` places filled: the sentence is ours, each value is escaped, markup may wrap it. */
export function fill(sentence: string, values: Record<string, string>): string {
  return escapeHtml(sentence).replace(/\{(\w+)\}/g, (place, name: string) => values[name] ?? place);
}

/**
 * The local identity provider's page, dressed like the site (its tokens, `identity-page-style.ts`) and in the
 * visitor's language: plain forms that work without JavaScript. Every value that came from a person is
 * escaped; the Google and Apple buttons say they are local stand-ins.
 */
export function renderIdentityPage(state: IdentityPageState): string {
  const { mode, rescue, locale } = state;
  const words = IDENTITY_PAGE_WORDS[locale];
  const signingUp = mode === 'signup';
  const title = state.sentTo !== undefined ? words.checkInboxHeading : rescue ? words.titleRescue : signingUp ? words.titleSignUp : words.titleSignIn;
  return identityDocument(locale, title, state.sentTo !== undefined ? sentSection(state, words, state.sentTo) : formSection(state, words, title));
}

/** The page around its content: the site's look (`identity-page-style.ts`), the language, no indexing. */
export function identityDocument(locale: Locale, title: string, content: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)} | Marketplace</title>
<style>${IDENTITY_PAGE_STYLE}</style>
</head>
<body>
<p class="brand">Marketplace</p>
<main>
${content}
</main>
</body>
</html>`;
}

export type StandInProvider = 'google' | 'apple';

/** A Google or Apple stand-in's form: the address it vouches for, posted with the signed request to `action`. */
export function standInForm(
  action: string,
  { request, provider, name, email, words }: { request: string; provider: StandInProvider; name: string; email: string; words: IdentityPageWords },
): string {
  return `
  <form method="post" action="${action}">
    ${requestField(request)}
    <input type="hidden" name="provider" value="${provider}">
    <label for="${provider}-email">${fill(words.standInEmail, { provider: name })}</label>
    <input id="${provider}-email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(email)}">
    <button class="secondary" type="submit">${fill(words.standInContinue, { provider: name })}</button>
  </form>`;
}

export const requestField = (request: string) => `<input type="hidden" name="request" value="${escapeHtml(request)}">`;
const modeLink = (request: string, mode: AuthPath) => `/idp/authorize?request=${encodeURIComponent(request)}&amp;mode=${mode}`;
export const alertParagraph = (words: IdentityPageWords, error: IdentityPageWord | undefined) =>
  error ? `<p class="alert" role="alert">${escapeHtml(words[error])}</p>` : '';

/** "Check your inbox": the address and what to do, a way to send the message again, and a way back to an empty form. */
function sentSection({ request, error, notice }: IdentityPageState, words: IdentityPageWords, sentTo: string): string {
  return `<div role="status">
  <h1>${escapeHtml(words.checkInboxHeading)}</h1>
  <div class="sent">
    <p>${fill(words.checkInboxBody, { email: `<span class="address">${escapeHtml(sentTo)}</span>` })}</p>
    ${notice ? `<p class="notice">${escapeHtml(words[notice])}</p>` : ''}
  </div>
</div>
${alertParagraph(words, error)}
<hr>
<div class="actions">
  <form method="post" action="/idp/authorize/resend">
    ${requestField(request)}
    <input type="hidden" name="email" value="${escapeHtml(sentTo)}">
    <button class="secondary" type="submit">${escapeHtml(words.resend)}</button>
  </form>
  <a href="${modeLink(request, 'signup')}">${escapeHtml(words.useAnotherAddress)}</a>
</div>`;
}

function formSection({ request, mode, standIns, email = '', error }: IdentityPageState, words: IdentityPageWords, title: string): string {
  const signingUp = mode === 'signup';
  const providerForm = (provider: StandInProvider, name: string) => standInForm('/idp/authorize/provider', { request, provider, name, email, words });
  return `<h1>${escapeHtml(title)}</h1>
${alertParagraph(words, error)}
<form method="post" action="/idp/authorize/password">
  ${requestField(request)}
  <input type="hidden" name="intent" value="${mode}">
  <label for="email">${escapeHtml(words.email)}</label>
  <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(email)}">
  <label for="password">${escapeHtml(signingUp ? words.newPassword : words.password)}</label>
  <input id="password" name="password" type="password" autocomplete="${signingUp ? 'new-password' : 'current-password'}" required minlength="${signingUp ? 10 : 1}" maxlength="200">
  <button class="primary" type="submit">${escapeHtml(signingUp ? words.signUp : words.signIn)}</button>
</form>
<p class="switch"><a href="${modeLink(request, signingUp ? 'login' : 'signup')}">${escapeHtml(signingUp ? words.toSignIn : words.toSignUp)}</a></p>
${
  standIns
    ? `<hr>
<p class="muted">${escapeHtml(words.standInsNote)}</p>
${providerForm('google', 'Google')}
${providerForm('apple', 'Apple')}`
    : ''
}`;
}

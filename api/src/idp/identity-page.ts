import type { AuthPath } from '@marketplace/contracts/wire';

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
  email?: string;
  error?: string;
  /** What happened, when it went well (a sign-up's "check your inbox"). */
  notice?: string;
}

// Border-box sizing and shrinkable grid items keep the card inside a 360 px phone: padding counts in the width, and an
// input or a long button label narrows (wrapping) instead of pushing the page sideways.
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{font-family:system-ui,sans-serif;background:#0f1020;color:#f2f2f7;margin:0;padding:.75rem;display:grid;place-items:center;min-height:100vh}
main{background:#1b1c33;padding:clamp(1rem,5vw,2rem);border-radius:12px;width:min(30rem,100%);min-width:0;overflow-wrap:anywhere}
h1{font-size:1.4rem;margin:0 0 .25rem}
p.note{color:#b8b8cc;font-size:.9rem}
form{display:grid;grid-template-columns:minmax(0,1fr);gap:.5rem;margin:1rem 0}
label{font-size:.9rem}
input{padding:.6rem;border-radius:6px;border:1px solid #555;background:#0f1020;color:inherit;font-size:1rem;width:100%;min-width:0}
button{padding:.65rem;border-radius:6px;border:0;font-size:1rem;cursor:pointer;background:#7b5cff;color:#fff;min-width:0;white-space:normal}
button.provider{background:#2c2d4a}
.error{background:#5c1d2a;padding:.6rem;border-radius:6px}
.notice{background:#1d4a35;padding:.6rem;border-radius:6px}
nav a{color:#b9a8ff}
hr{border:0;border-top:1px solid #333;margin:1.25rem 0}
`;

/**
 * The local identity provider's page: plain forms that work without JavaScript. Every value that
 * came from a person is escaped; the Google and Apple buttons say they are local stand-ins.
 */
export function renderIdentityPage({ request, mode, rescue, standIns, email = '', error, notice }: IdentityPageState): string {
  const signingUp = mode === 'signup';
  const title = rescue ? 'Sign in to rescue your wallet' : signingUp ? 'Create your Marketplace account' : 'Sign in to Marketplace';
  const requestField = `<input type="hidden" name="request" value="${escapeHtml(request)}">`;
  const otherMode = signingUp ? 'login' : 'signup';
  const otherModeLink = `/idp/authorize?request=${encodeURIComponent(request)}&amp;mode=${otherMode}`;

  const providerForm = (provider: 'google' | 'apple', name: string) => `
    <form method="post" action="/idp/authorize/provider">
      ${requestField}
      <input type="hidden" name="provider" value="${provider}">
      <label for="${provider}-email">E-mail for ${name} (local stand-in)</label>
      <input id="${provider}-email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(email)}">
      <button class="provider" type="submit">Continue with ${name} (local stand-in)</button>
    </form>`;

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Marketplace</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <h1>${escapeHtml(title)}</h1>
  <p class="note">Local identity provider of the Marketplace reference API.</p>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  ${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
  <form method="post" action="/idp/authorize/password">
    ${requestField}
    <input type="hidden" name="intent" value="${mode}">
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(email)}">
    <label for="password">Password${signingUp ? ' (at least 10 characters)' : ''}</label>
    <input id="password" name="password" type="password" autocomplete="${signingUp ? 'new-password' : 'current-password'}" required minlength="${signingUp ? 10 : 1}" maxlength="200">
    <button type="submit">${signingUp ? 'Sign up' : 'Sign in'}</button>
  </form>
  <nav><a href="${otherModeLink}">${signingUp ? 'Already have an account? Sign in' : 'New here? Create an account'}</a></nav>
  ${
    standIns
      ? `<hr>
  <p class="note">These two buttons stand in for Google and Apple on this machine: they ask only an e-mail and vouch for it, and never for an account that has a password.</p>
  ${providerForm('google', 'Google')}
  ${providerForm('apple', 'Apple')}`
      : ''
  }
</main>
</body>
</html>`;
}

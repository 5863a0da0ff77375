import { createHash } from 'node:crypto';
import { SITE_TOKENS_DARK, SITE_TOKENS_LIGHT } from '../design/site-design-tokens.js';

const declarations = (tokens: Readonly<Record<string, string>>) =>
  Object.entries(tokens)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

/**
 * The identity page's look: the site's (light, its fonts, colours, card, fields and buttons as the shell and
 * the contracts' buttons draw them), from the shell's tokens. Border-box sizing and shrinkable grid items keep
 * the card inside a 360 px phone: an input or a long label narrows (wrapping) instead of pushing the page sideways.
 */
export const IDENTITY_PAGE_STYLE = `
:root{${declarations(SITE_TOKENS_LIGHT)}}
@media (prefers-color-scheme: dark){:root{${declarations(SITE_TOKENS_DARK)}}}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:var(--font-body);color:var(--color-text);background:var(--color-bg);min-height:100vh;display:grid;align-content:start;justify-items:center;padding:var(--space-6) var(--space-3)}
:focus-visible{outline:3px solid var(--color-focus);outline-offset:2px}
a{color:var(--color-brand-strong);font-weight:600}
.brand{margin:0 0 var(--space-4);font-weight:800;font-size:1.25rem;letter-spacing:-0.01em;color:var(--color-text-strong)}
main{width:min(28rem,100%);min-width:0;overflow-wrap:anywhere;background:var(--color-surface);border:1px solid var(--color-border);border-radius:var(--radius-card);box-shadow:var(--shadow-card);padding:clamp(var(--space-4),5vw,var(--space-6))}
h1{margin:0 0 var(--space-2);font:var(--font-heading-2);color:var(--color-text-strong)}
p{margin:0}
.muted{font:var(--font-small);color:var(--color-text-muted)}
form{display:grid;grid-template-columns:minmax(0,1fr);gap:var(--space-2);margin:var(--space-4) 0 0}
label{font:var(--font-small);font-weight:600;color:var(--color-text-strong)}
input{font:inherit;color:var(--color-text);background:var(--color-surface);border:1px solid var(--color-border);border-radius:var(--radius-control);min-height:2.75rem;padding:var(--space-2) var(--space-3);width:100%;min-width:0}
input:focus-visible{outline:2px solid var(--color-focus);outline-offset:1px}
label+input{margin-bottom:var(--space-2)}
button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;min-width:0;padding:var(--space-2) var(--space-5);border-radius:var(--radius-control);font:inherit;font-weight:600;cursor:pointer;white-space:normal}
.primary{border:0;background:var(--color-brand);color:var(--color-on-brand)}
.primary:hover{background:var(--color-brand-strong)}
.secondary{border:1px solid var(--color-border);background:var(--color-surface);color:var(--color-text)}
.secondary:hover{background:var(--color-surface-sunken)}
button:focus-visible{outline:2px solid var(--color-focus);outline-offset:2px}
.switch{margin-top:var(--space-4);font:var(--font-small)}
.alert{margin-top:var(--space-3);padding:var(--space-2) var(--space-3);border-radius:var(--radius-control);border:1px solid var(--color-danger);color:var(--color-danger);font-weight:600}
.notice{margin-top:var(--space-3);padding:var(--space-2) var(--space-3);border-radius:var(--radius-control);border:1px solid var(--color-success);color:var(--color-success);font-weight:600}
.sent{display:grid;gap:var(--space-3);margin-top:var(--space-2)}
.address{font-weight:700;color:var(--color-text-strong)}
.actions{display:flex;flex-wrap:wrap;align-items:center;gap:var(--space-3);margin:0}
.actions form{margin:0}
hr{border:0;border-top:1px solid var(--color-border);margin:var(--space-5) 0 var(--space-4)}
`;

/** The stylesheet's hash for the page's Content-Security-Policy: this style, and no other inline one, applies. */
export const IDENTITY_PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(IDENTITY_PAGE_STYLE).digest('base64')}'`;

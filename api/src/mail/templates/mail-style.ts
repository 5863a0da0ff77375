import type { CSSProperties } from 'react';
import { SITE_TOKENS_LIGHT } from '../../design/site-design-tokens.js';

/**
 * The mails' look, from the site's design tokens (the ones the identity page reads, kept equal to the shell's
 * by `site-design-tokens.test.ts`), written the way mail clients read styles: inline, in pixels, without custom
 * properties or `clamp()`, which many clients drop. A token that is missing fails here, at the first render.
 */
function token(name: string): string {
  const value = SITE_TOKENS_LIGHT[name];
  if (value === undefined) throw new Error(`The site has no design token ${name}`);
  return value.replace(/var\((--[a-z0-9-]+)\)/g, (_, inner: string) => token(inner));
}

const ROOT_FONT_PX = 16;

/** `1.5rem` → `24px`: Outlook and some webmails ignore `rem`. */
function pixels(length: string): string {
  const rem = /^([\d.]+)rem$/.exec(length.trim());
  return rem ? `${Number(rem[1]) * ROOT_FONT_PX}px` : length.trim();
}

/** A `font` shorthand token (`650 clamp(1.2rem, …, 1.5rem) / 1.3 <family>`) as separate properties; a fluid size takes its largest value. */
function font(name: string): CSSProperties {
  const match = /^(\d+)\s+(.+?)\s*\/\s*([\d.]+)\s+(.+)$/.exec(token(name));
  if (!match) throw new Error(`The design token ${name} is not a font shorthand`);
  const [, weight = '', size = '', lineHeight = '', family = ''] = match;
  const largest = /^clamp\(.*,\s*([^,]+)\)$/.exec(size)?.[1] ?? size;
  return { fontWeight: Number(weight), fontSize: pixels(largest), lineHeight, fontFamily: family };
}

const space = (step: 1 | 2 | 3 | 4 | 5 | 6) => pixels(token(`--space-${step}`));

const color = {
  bg: token('--color-bg'),
  surface: token('--color-surface'),
  sunken: token('--color-surface-sunken'),
  border: token('--color-border'),
  text: token('--color-text'),
  strong: token('--color-text-strong'),
  muted: token('--color-text-muted'),
  brand: token('--color-brand'),
  brandStrong: token('--color-brand-strong'),
  onBrand: token('--color-on-brand'),
  danger: token('--color-danger'),
};

const body = font('--font-body');
const small = font('--font-small');

export const MAIL_STYLE = {
  body: { margin: 0, padding: `${space(6)} ${space(3)}`, backgroundColor: color.bg, color: color.text, ...body },
  container: { width: '100%', maxWidth: '560px' },
  brand: {
    display: 'inline-block',
    margin: `0 0 ${space(4)}`,
    fontFamily: body.fontFamily,
    fontWeight: 800,
    fontSize: '20px',
    color: color.strong,
    textDecoration: 'none',
  },
  antiphishing: {
    margin: `0 0 ${space(4)}`,
    padding: `${space(3)} ${space(4)}`,
    backgroundColor: color.sunken,
    border: `1px solid ${color.border}`,
    borderRadius: pixels(token('--radius-control')),
  },
  antiphishingCode: { margin: 0, ...body, color: color.strong },
  code: { fontWeight: 700, letterSpacing: '0.04em', whiteSpace: 'nowrap' },
  antiphishingNote: { margin: `${space(1)} 0 0`, ...small, color: color.muted },
  card: {
    padding: space(5),
    backgroundColor: color.surface,
    border: `1px solid ${color.border}`,
    borderRadius: pixels(token('--radius-card')),
    overflowWrap: 'anywhere',
  },
  heading: { margin: `0 0 ${space(3)}`, ...font('--font-heading-2'), color: color.strong },
  paragraph: { margin: `0 0 ${space(4)}`, ...body, color: color.text },
  emphasis: { fontWeight: 700, color: color.strong },
  warning: { margin: `0 0 ${space(4)}`, ...body, fontWeight: 600, color: color.danger },
  button: {
    display: 'inline-block',
    padding: `${space(3)} ${space(5)}`,
    backgroundColor: color.brand,
    color: color.onBrand,
    borderRadius: pixels(token('--radius-control')),
    ...body,
    fontWeight: 600,
    textDecoration: 'none',
  },
  fallback: { margin: `${space(4)} 0 0`, ...small, color: color.muted, overflowWrap: 'anywhere' },
  link: { color: color.brandStrong, fontWeight: 600 },
  rule: { border: 0, borderTop: `1px solid ${color.border}`, margin: `${space(4)} 0` },
  digestItem: { margin: 0, ...body, fontWeight: 700, color: color.strong },
  digestWhat: { margin: 0, ...small, color: color.muted },
  digestAmount: { margin: 0, ...body, fontWeight: 600, color: color.strong, whiteSpace: 'nowrap', textAlign: 'right' },
  digestList: { marginBottom: space(5) },
  digestRow: { borderBottom: `1px solid ${color.border}` },
  digestCell: { padding: `${space(2)} 0`, verticalAlign: 'top' },
  /** Shown only in the plain text (html-to-text reads it; mail clients hide it, as they hide the inbox preview line). */
  textOnly: { display: 'none', overflow: 'hidden', maxHeight: 0, maxWidth: 0, opacity: 0, lineHeight: '1px', margin: 0 },
  footer: { padding: `${space(4)} ${space(2)} 0` },
  footerText: { margin: `0 0 ${space(2)}`, ...small, color: color.muted },
  footerLink: { color: color.muted, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>;

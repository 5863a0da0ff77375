/**
 * The shell's design tokens the identity page draws with (`shell/src/design/design-tokens.css`): the page
 * is served by the API, on another origin, so it cannot load the shell's stylesheet, and shipping the shell
 * for one form would cost the page its speed. The values are repeated here; `site-design-tokens.test.ts`
 * reads the shell's file and fails, naming the token, when one of them differs or the page's stylesheet
 * uses a token not listed here.
 */
export const SITE_TOKENS_LIGHT: Readonly<Record<string, string>> = {
  '--font-family-base': 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans JP", "Noto Sans KR", "Noto Sans SC", sans-serif',
  '--font-body': '400 1rem / 1.55 var(--font-family-base)',
  '--font-small': '400 0.875rem / 1.45 var(--font-family-base)',
  '--font-heading-2': '650 clamp(1.2rem, 1.05rem + 0.6vw, 1.5rem) / 1.3 var(--font-family-base)',
  '--space-1': '0.25rem',
  '--space-2': '0.5rem',
  '--space-3': '0.75rem',
  '--space-4': '1rem',
  '--space-5': '1.5rem',
  '--space-6': '2rem',
  '--radius-control': '0.5rem',
  '--radius-card': '0.875rem',
  '--color-bg': '#f7f6fb',
  '--color-surface': '#ffffff',
  '--color-surface-sunken': '#efedf6',
  '--color-border': '#dcd8e8',
  '--color-text': '#2a2540',
  '--color-text-strong': '#15112a',
  '--color-text-muted': '#5f5a75',
  '--color-brand': '#5b3df5',
  '--color-brand-strong': '#4327d6',
  '--color-on-brand': '#ffffff',
  '--color-focus': '#1b6ef3',
  '--color-danger': '#b3261e',
  '--color-success': '#1e7b46',
  '--shadow-card': '0 1px 2px rgb(21 17 42 / 0.06), 0 4px 16px rgb(21 17 42 / 0.06)',
};

/** The same tokens under `prefers-color-scheme: dark`, as the site switches them: a dark browser sees both dark. */
export const SITE_TOKENS_DARK: Readonly<Record<string, string>> = {
  '--color-bg': '#12101c',
  '--color-surface': '#1c1929',
  '--color-surface-sunken': '#16141f',
  '--color-border': '#34304a',
  '--color-text': '#e3e0f0',
  '--color-text-strong': '#ffffff',
  '--color-text-muted': '#a7a2bd',
  '--color-brand': '#8f7bff',
  '--color-brand-strong': '#a797ff',
  '--color-on-brand': '#120d2b',
  '--color-focus': '#7fb0ff',
  '--shadow-card': '0 1px 2px rgb(0 0 0 / 0.4)',
};

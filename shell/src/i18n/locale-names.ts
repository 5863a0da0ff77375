import type { Locale } from '@marketplace/contracts/wire';

/** Each language named in itself, so a reader finds theirs whatever the page language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
  ja: '日本語',
  ko: '한국어',
  de: 'Deutsch',
  it: 'Italiano',
  fr: 'Français',
  zh: '中文',
};

import type { Locale } from './locales';

/**
 * Text a merchant writes for people (a game's tagline), in the locales it wrote it in: English always,
 * the others when the merchant translated it. Not a message of the site's catalogues, because it is
 * the merchant's content and changes with the merchant, not with a deployment of the site.
 */
export type LocalizedText = { en: string } & { [L in Exclude<Locale, 'en'>]?: string };

/** The text in the page's locale, else in English (what every merchant writes). */
export function textInLocale(text: LocalizedText, locale: Locale): string {
  return text[locale] ?? text.en;
}

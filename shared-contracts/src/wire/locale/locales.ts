/** The nine locales of spec §1; English is served at the root, the others under a `/{locale}` prefix. */
export const SUPPORTED_LOCALES = ['en', 'es', 'pt', 'ja', 'ko', 'de', 'it', 'fr', 'zh'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

import { DEFAULT_LOCALE, isLocale, type Locale } from '@marketplace/contracts/wire';

/** The optional first segment of every route: the locale of a prefixed address (`/ja/store/x`); English has none. */
export const LOCALE_SEGMENT = ':locale?';

/**
 * The locale of an address, from the first segment the router matched as `locale`: English without
 * one, the named locale for `/es`, `/ja`, …; null when the segment names no prefixed locale (`/xx/…`,
 * or `/en/…`, English having no prefix), so the address is one the site does not have.
 */
export function localeOfSegment(segment: string | undefined): Locale | null {
  if (segment === undefined) return DEFAULT_LOCALE;
  // In any case, as React Router matched the static prefixes (`/JA`) when each locale had routes of its own.
  const named = segment.toLowerCase();
  return named !== DEFAULT_LOCALE && isLocale(named) ? named : null;
}

import type { StoredLifetime } from '@marketplace/contracts/wire';
import type { TFunction } from 'i18next';

/** The message of each lifetime that is not a set time (a set time is a number and a unit, written by Intl). */
const LIFETIME_KEYS = {
  tab: 'cookieTable.lifetimes.tab',
  'sign-in': 'cookieTable.lifetimes.signIn',
  'until-cleared': 'cookieTable.lifetimes.untilCleared',
} as const;

/**
 * How long a stored item lasts, in the reader's language: "90 days", "90日間"-like unit text from
 * `Intl.NumberFormat` (so every locale gets its own plural and word order with no message per unit),
 * or the sentence for a lifetime that is not a set time.
 */
export function storedLifetimeText(lifetime: StoredLifetime, locale: string, t: TFunction): string {
  if (lifetime.kind !== 'fixed') return t(LIFETIME_KEYS[lifetime.kind]);
  return new Intl.NumberFormat(locale, { style: 'unit', unit: lifetime.unit, unitDisplay: 'long' }).format(lifetime.amount);
}

import { GEM_PRICE_PATTERN, isValidGemPrice, MAX_GEM_PRICE } from './gem-price';

/** Why a typed price is not one: each is a `selling.priceError.*` message. */
export type PriceError = 'required' | 'format' | 'decimals' | 'positive' | 'max';

export type TypedPrice = { price: string; error: null } | { price: null; error: PriceError };

/** The decimal and grouping separators people type in this locale ("," and "." in German). */
function separatorsOf(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/** Spaces of every kind people (and French number formatting) put between groups of digits. */
const SPACES = /[\s\u00a0\u202f']/g;

/**
 * The digits of a typed amount with "." as the decimal point, or null when it is not a plain number.
 * The locale's own decimal separator is taken, and the other mark too when it cannot be a grouping
 * ("12.5" in German, "12,5" in English): a person never loses a price to the keyboard they have.
 */
function normalized(text: string, locale: string): string | null {
  const { decimal } = separatorsOf(locale);
  const compact = text.replace(SPACES, '');
  const other = decimal === ',' ? '.' : ',';
  const grouped = new RegExp(`^\\d{1,3}(\\${other}\\d{3})+(\\${decimal}\\d*)?$`);
  const digits = grouped.test(compact) ? compact.split(other).join('') : compact.replace(other, decimal);
  const plain = digits.replace(decimal, '.');
  return /^\d+(\.\d+)?$/.test(plain) ? plain : null;
}

/**
 * A price as a person typed it in their language, checked against spec §5 (more than 0, at most
 * 99999999999.99, two decimals at most): the GEM price to send ("1234.5"), or why it is not one.
 */
export function parseTypedPrice(text: string, locale: string): TypedPrice {
  if (text.trim() === '') return { price: null, error: 'required' };
  const plain = normalized(text.trim(), locale);
  if (plain === null) return { price: null, error: 'format' };
  const [whole = '', fraction = ''] = plain.split('.');
  if (fraction.length > 2) return { price: null, error: 'decimals' };
  const price = `${whole.replace(/^0+(?=\d)/, '')}${fraction ? `.${fraction}` : ''}`;
  if (!GEM_PRICE_PATTERN.test(price)) return { price: null, error: 'max' };
  if (!isValidGemPrice(price)) return { price: null, error: 'positive' };
  return { price, error: null };
}

/** A GEM price as the field shows it to edit, in the locale's digits: "12.5" is "12,50" in German. */
export function priceForInput(price: string, locale: string): string {
  const [whole = '0', fraction = ''] = price.split('.');
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  return `${whole}${separatorsOf(locale).decimal}${cents}`;
}

/** The highest price, as the field's error shows it in the locale ("99,999,999,999.99"). */
export function maxPriceShown(locale: string): string {
  const [whole = '', fraction = ''] = MAX_GEM_PRICE.split('.');
  const { decimal, group } = separatorsOf(locale);
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${decimal}${fraction}`;
}

import { MAX_GEM_PRICE, parseTypedPrice, type TypedPrice } from '@marketplace/contracts/wire';

/** How the new prices are given: one typed for each listing, or one percentage applied to every current price. */
export type PriceMode = 'each' | 'percent';

/** A percentage may lower a price by at most this much (a price never reaches zero that way) and raise it by at most ten times. */
const LOWEST_PERCENT_CENTS = -9999n;
const HIGHEST_PERCENT_CENTS = 100000n;

/** Why a typed percentage is not one: each is a `listingsPage.percentErrors.*` message. */
export type PercentError = 'required' | 'format' | 'zero' | 'range';

/** A percentage in hundredths of a percent ("-12.5" is -1250), or why what is typed is not one. */
export type TypedPercent = { hundredths: bigint; error: null } | { hundredths: null; error: PercentError };

const SIGN = /^([+\-\u2212])?\s*/;

/**
 * A change of price in percent as a person typed it in their language ("-10", "+7,5", "5 %"): a sign,
 * then a number with at most two decimals read like a typed price (their decimal separator works).
 */
export function parsePercent(text: string, locale: string): TypedPercent {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (trimmed === '') return { hundredths: null, error: 'required' };
  const sign = SIGN.exec(trimmed)?.[1];
  const magnitude = parseTypedPrice(trimmed.replace(SIGN, ''), locale);
  if (magnitude.price === null) return { hundredths: null, error: magnitude.error === 'positive' ? 'zero' : magnitude.error === 'max' ? 'range' : 'format' };
  const [whole = '0', fraction = ''] = magnitude.price.split('.');
  const unsigned = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  const hundredths = sign === '-' || sign === '\u2212' ? -unsigned : unsigned;
  if (hundredths < LOWEST_PERCENT_CENTS || hundredths > HIGHEST_PERCENT_CENTS) return { hundredths: null, error: 'range' };
  return { hundredths, error: null };
}

/** A GEM price in cents, exact ("12.5" is 1250n); the API answers listing prices with at most two decimals. */
function centsOf(price: string): bigint {
  const [whole = '0', fraction = ''] = price.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

const MAX_CENTS = centsOf(MAX_GEM_PRICE);

/**
 * The price `price` becomes after a change of `hundredths` hundredths of a percent, rounded half up to
 * the cent, and checked against spec §5 like a typed price (more than 0, at most 99999999999.99).
 */
export function priceAfterPercent(price: string, hundredths: bigint): TypedPrice {
  const cents = (centsOf(price) * (10000n + hundredths) + 5000n) / 10000n;
  if (cents <= 0n) return { price: null, error: 'positive' };
  if (cents > MAX_CENTS) return { price: null, error: 'max' };
  return { price: `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`, error: null };
}

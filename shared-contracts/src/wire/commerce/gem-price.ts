/** Spec §5: a price above this is invalid. */
export const MAX_GEM_PRICE = '99999999999.99';

/** A GEM price as typed or stored: at most 11 whole digits and 2 decimals, so never above `MAX_GEM_PRICE`. */
export const GEM_PRICE_PATTERN = /^\d{1,11}(?:\.\d{1,2})?$/;

/** Whether `price` is a valid GEM price (spec §5): the pattern, and more than zero. */
export function isValidGemPrice(price: string): boolean {
  return GEM_PRICE_PATTERN.test(price) && /[1-9]/.test(price);
}

/**
 * The one spelling of a price that signed messages use ("7" and "7.5" become "7.00" and "7.50"), so the
 * client and the server build the same text from what either of them holds.
 */
export function canonicalGemPrice(price: string): string {
  if (!GEM_PRICE_PATTERN.test(price)) throw new RangeError(`Not a GEM price: '${price}'`);
  const [whole = '0', decimals = ''] = price.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${decimals.padEnd(2, '0')}`;
}

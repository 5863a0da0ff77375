import { PRODUCT, PRODUCT_DECIMALS } from '../product';

/**
 * A GEM amount the way every page shows it (spec §5): en-US grouping and 2 decimals, truncated, so
 * neither a balance nor a price ever reads higher than it is. A decimal string (the API's amounts,
 * exact to the wei) is worked on as digits, never through a float; a number (the user state's
 * balance) is first written out in plain digits. Anything that is not an amount shows as 0.00.
 */
export function formatGem(amount: string | number): string {
  return `${formatGemNumber(amount)} ${PRODUCT}`;
}

/** `formatGem` without the unit ('2.50'), for a text that writes the unit itself (the server's notification messages). */
export function formatGemNumber(amount: string | number): string {
  const { whole, fraction } = gemDigitsOf(amount) ?? { whole: '0', fraction: '' };
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/**
 * A GEM amount as its whole and fraction digits, read the one way every GEM rule reads it: a decimal
 * string as it is (trimmed), a number first written out by `gemDecimalOf`. Null for anything that is
 * not digits with an optional decimal part ('', '-5', '1e3', '1,5').
 */
export function gemDigitsOf(amount: string | number): { whole: string; fraction: string } | null {
  const digits = typeof amount === 'number' ? gemDecimalOf(amount) : amount.trim();
  const match = /^(?<whole>\d+)(?:\.(?<fraction>\d*))?$/.exec(digits);
  return match?.groups?.whole === undefined ? null : { whole: match.groups.whole, fraction: match.groups.fraction ?? '' };
}

/**
 * A GEM number (the API's balances) as plain decimal digits, to GEM's 18 decimals: `String(1e-7)`
 * says '1e-7', this says '0.0000001'. Negative and non-finite numbers are not amounts: '0'.
 */
export function gemDecimalOf(value: number): string {
  if (!Number.isFinite(value) || value < 0) return '0';
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: PRODUCT_DECIMALS });
}

import { PRODUCT_DECIMALS } from '../product';

const ONE_GEM = 10n ** BigInt(PRODUCT_DECIMALS);
const GEM_DECIMAL = /^(\d+)(?:\.(\d{1,18}))?$/;

/**
 * A GEM decimal string (a price as typed, an amount the API answers: "12.5", "11.764705882352941177")
 * in wei, exact; null for anything that is not digits with at most 18 decimals.
 */
export function weiOfGem(amount: string): bigint | null {
  const [, whole, fraction = ''] = GEM_DECIMAL.exec(amount) ?? [];
  if (whole === undefined) return null;
  return BigInt(whole) * ONE_GEM + BigInt(fraction.padEnd(PRODUCT_DECIMALS, '0'));
}

/** Wei as a plain GEM decimal string, exact to the wei and without trailing zeros ("12.5", "7"). */
export function gemOfWei(wei: bigint): string {
  const whole = wei / ONE_GEM;
  const fraction = (wei % ONE_GEM).toString().padStart(PRODUCT_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

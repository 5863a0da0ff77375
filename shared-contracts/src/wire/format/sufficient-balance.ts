import { PRODUCT_DECIMALS } from '../product';
import { gemDigitsOf } from './format-gem';

/** A GEM amount in wei, worked on as digits so 18 decimals stay exact; null for anything not an amount. */
function weiOf(amount: string | number): bigint | null {
  const digits = gemDigitsOf(amount);
  if (!digits) return null;
  // Digits past GEM's 18 decimals are below one wei: dropped, as the chain would.
  const fraction = digits.fraction.padEnd(PRODUCT_DECIMALS, '0').slice(0, PRODUCT_DECIMALS);
  return BigInt(digits.whole) * 10n ** BigInt(PRODUCT_DECIMALS) + BigInt(fraction);
}

/**
 * Spec §5: a balance is sufficient when it is at least the amount; a null amount is insufficient.
 * The balance may be the user state's number or an exact decimal string; something that is not an
 * amount on either side is never sufficient, so a page never offers a payment it cannot judge.
 */
export function hasSufficientBalance(balance: string | number, amount: string | null): boolean {
  if (amount === null) return false;
  const have = weiOf(balance);
  const need = weiOf(amount);
  return have !== null && need !== null && have >= need;
}

/** One cent of GEM in wei: the smallest step a page shows (spec §5: 2 decimals). */
const CENT_WEI = 10n ** BigInt(PRODUCT_DECIMALS - 2);

/**
 * How much GEM a balance lacks to pay the amount, as a GEM decimal string rounded up to the cent, so
 * adding what the page says is always enough (formatGem truncates: "3.125" would read 3.12 and leave
 * the person short by half a cent). Null when the balance covers it, or when either side is not an amount.
 */
export function balanceShortfall(balance: string | number, amount: string | null): string | null {
  if (amount === null) return null;
  const have = weiOf(balance);
  const need = weiOf(amount);
  if (have === null || need === null || have >= need) return null;
  const cents = (need - have + CENT_WEI - 1n) / CENT_WEI;
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

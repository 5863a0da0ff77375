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

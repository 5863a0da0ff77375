import { formatUsd } from './format-usd';

const AMOUNT = /^\d+(\.\d+)?$/;

/**
 * Spec §5: an amount string converts to USD only when it is digits with an optional decimal part;
 * anything else ('', '1e3', '-2', '1,5') shows $0.00.
 */
export function convertToUsd(amount: string | null | undefined, rate: number | null | undefined): string {
  if (amount == null || !AMOUNT.test(amount.trim()) || rate == null || !Number.isFinite(rate)) return formatUsd(0);
  return formatUsd(Number(amount.trim()) * rate);
}

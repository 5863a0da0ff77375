import { PRODUCT } from '@marketplace/contracts';

const balanceFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'trunc' });

/** Spec §5: the balance shows with 2 decimals, truncated — never more than the user holds. */
export function formatBalance(balance: number): string {
  return `${balanceFormat.format(Number.isFinite(balance) ? balance : 0)} ${PRODUCT}`;
}

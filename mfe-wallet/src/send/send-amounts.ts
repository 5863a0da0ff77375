import { gemOfWei, weiOfGem } from '@marketplace/contracts/wire';

/** What is wrong with a typed amount (`walletMoves.send.amountProblems.*`). */
export type AmountProblem = 'empty' | 'invalid' | 'zero' | 'over';

/** The most a person can send: the balance less the network fee, never below 0 (exact, in GEM decimals). */
export function maxSendableOf(balance: string, fee: string): string {
  const left = (weiOfGem(balance) ?? 0n) - (weiOfGem(fee) ?? 0n);
  return gemOfWei(left > 0n ? left : 0n);
}

/** The amount as the API takes it (digits, at most 18 decimals, more than 0, at most `max`), or the problem. */
export function checkAmount(typed: string, max: string): { amount: string } | { problem: AmountProblem } {
  const candidate = typed.trim();
  if (candidate === '') return { problem: 'empty' };
  const wei = weiOfGem(candidate);
  if (wei === null) return { problem: 'invalid' };
  if (wei === 0n) return { problem: 'zero' };
  if (wei > (weiOfGem(max) ?? 0n)) return { problem: 'over' };
  return { amount: gemOfWei(wei) };
}

/** Amount plus fee: what leaves the balance. */
export function totalOf(amount: string, fee: string): string {
  return gemOfWei((weiOfGem(amount) ?? 0n) + (weiOfGem(fee) ?? 0n));
}

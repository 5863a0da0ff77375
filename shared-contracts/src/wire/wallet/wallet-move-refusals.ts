/**
 * The answer messages of the API's refusals of a deposit or a send, so the wallet can say each one in
 * the person's language (`walletMoves.refusals.*`) instead of showing the server's English.
 */
export const WALLET_MOVE_REFUSALS = {
  depositsOff: 'Deposits are not available here',
  dailyCapReached: 'Daily deposit limit reached',
  invalidAddress: 'Invalid address',
  badChecksum: 'Address checksum does not match',
  ownAddress: 'Cannot send to your own address',
  insufficientBalance: 'Insufficient balance',
  feeChanged: 'Network fee changed',
  keyReused: 'Idempotency key already used for another transfer',
  noWallet: 'User address not found',
  invalidSignature: 'Invalid signature',
  invalidCode: 'Invalid 2FA code',
  tooManyCodes: 'Too many wrong codes, try again later',
} as const;
export type WalletMoveRefusal = keyof typeof WALLET_MOVE_REFUSALS;

/** Which refusal an answer message is, or null for one the wallet does not know (said generically). */
export function walletMoveRefusalOf(answerMessage: string | null | undefined): WalletMoveRefusal | null {
  const found = Object.entries(WALLET_MOVE_REFUSALS).find(([, message]) => answerMessage?.includes(message));
  return found ? (found[0] as WalletMoveRefusal) : null;
}

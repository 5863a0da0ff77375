import { signedActionFailureKey } from '@marketplace/contracts/browser';

/** What the page does about a failed confirm or cancel. */
export interface CheckoutFailure {
  /** The message key to show; null when there is nothing to say (the person declined in the wallet). */
  messageKey: string | null;
  /** The refusal says the mint is no longer what the page shows (paid, expired, cancelled): read it again. */
  mintChanged: boolean;
  /** The server refused the 2FA code: the message belongs beside the code field, and the signature is still good. */
  codeRejected: boolean;
}

/** The purchase text did not match the mint's own fields, so the page refused to have it signed. */
export class PurchaseMessageMismatchError extends Error {
  constructor(readonly mintId: string) {
    super(`The message of mint ${mintId} does not say what the mint says`);
    this.name = 'PurchaseMessageMismatchError';
  }
}

/** The server's refusals of sign and cancel (their `message`, see `api/src/commerce`) → the message's name under `mint.failure`. */
const SERVER_REFUSALS: Record<string, string> = {
  'Insufficient balance': 'insufficientBalance',
  'Reservation expired': 'reservationExpired',
  'Mint already signed': 'alreadySigned',
  'Mint cancelled': 'mintCancelled',
  'Collectible is not for sale': 'notForSale',
  'Invalid 2FA code': 'invalidCode',
  'Too many wrong codes, try again later': 'tooManyCodes',
  'Invalid signature': 'invalidSignature',
  'User address not found': 'noWallet',
};

/** Refusals that say the mint is no longer what the page shows (paid, expired, cancelled). */
const MINT_CHANGED = new Set(['reservationExpired', 'alreadySigned', 'mintCancelled', 'notForSale'].map((name) => `mint.failure.${name}`));

/** Refusals of the 2FA code: told beside the code field. */
const CODE_REJECTED = new Set(['invalidCode', 'tooManyCodes'].map((name) => `mint.failure.${name}`));

/** Turns whatever a confirm or cancel rejected with into what the page shows and does next. */
export function describeCheckoutFailure(error: unknown): CheckoutFailure {
  const messageKey =
    error instanceof PurchaseMessageMismatchError ? 'mint.failure.messageMismatch' : signedActionFailureKey(error, 'mint.failure', SERVER_REFUSALS);
  return { messageKey, mintChanged: messageKey !== null && MINT_CHANGED.has(messageKey), codeRejected: messageKey !== null && CODE_REJECTED.has(messageKey) };
}

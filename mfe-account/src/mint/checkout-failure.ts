import { ApiError, WalletSignError, type WalletSignFailure } from '@marketplace/contracts/wire';
import { BusNoHandlerError, BusTimeoutError } from '@marketplace/contracts/browser';

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

const failure = (messageKey: string | null, extra: Partial<CheckoutFailure> = {}): CheckoutFailure => ({
  messageKey,
  mintChanged: false,
  codeRejected: false,
  ...extra,
});

/** Why the wallet did not sign → what to tell the person. A decline was their own choice: nothing to say. */
const WALLET_REFUSALS: Record<WalletSignFailure, CheckoutFailure> = {
  locked: failure('mint.failure.walletLocked'),
  declined: failure(null),
  'no-wallet': failure('mint.failure.noWallet'),
  failed: failure('mint.failure.walletFailed'),
};

/** The server's refusals of sign and cancel (their `message`, see `api/src/commerce`) → what to tell the person. */
const SERVER_REFUSALS: Record<string, CheckoutFailure> = {
  'Insufficient balance': failure('mint.failure.insufficientBalance'),
  'Reservation expired': failure('mint.failure.reservationExpired', { mintChanged: true }),
  'Mint already signed': failure('mint.failure.alreadySigned', { mintChanged: true }),
  'Mint cancelled': failure('mint.failure.mintCancelled', { mintChanged: true }),
  'Collectible is not for sale': failure('mint.failure.notForSale', { mintChanged: true }),
  'Invalid 2FA code': failure('mint.failure.invalidCode', { codeRejected: true }),
  'Too many wrong codes, try again later': failure('mint.failure.tooManyCodes', { codeRejected: true }),
  'Invalid signature': failure('mint.failure.invalidSignature'),
  'User address not found': failure('mint.failure.noWallet'),
};

const UNEXPECTED = failure('mint.failure.unexpected');

/** Turns whatever a confirm or cancel rejected with into what the page shows and does next. */
export function describeCheckoutFailure(error: unknown): CheckoutFailure {
  // `?? UNEXPECTED`: a wallet deployed later than this page may give a reason the page does not know yet.
  if (error instanceof WalletSignError) return WALLET_REFUSALS[error.reason] ?? UNEXPECTED;
  if (error instanceof BusTimeoutError || error instanceof BusNoHandlerError) return failure('mint.failure.walletUnavailable');
  if (error instanceof PurchaseMessageMismatchError) return failure('mint.failure.messageMismatch');
  if (error instanceof ApiError) {
    const refusal = error.answerMessage === null ? undefined : SERVER_REFUSALS[error.answerMessage];
    if (refusal) return refusal;
    if (error.kind === 'network' || error.kind === 'aborted') return failure('mint.failure.network');
  }
  return UNEXPECTED;
}

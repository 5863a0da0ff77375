import { ApiError, cartCheckoutRefusalOf, WalletSignError } from '@marketplace/contracts/wire';
import { BusNoHandlerError, BusTimeoutError } from '@marketplace/contracts/browser';

export interface CartCheckoutFailure {
  /** The message key to show; null when there is nothing to say (the person declined in the wallet). */
  messageKey: string | null;
  /** Whether sending the same signed checkout again may succeed (the network failed, a code was wrong). */
  retrySame: boolean;
}

const WALLET_FAILURES: Record<string, string | null> = {
  declined: null,
  locked: 'cart.failure.walletLocked',
  'no-wallet': 'cart.failure.noWallet',
  failed: 'cart.failure.walletFailed',
};

/** Whatever a checkout rejected with → what the cart page says, and whether "Try again" resends the same checkout. */
export function describeCartCheckoutFailure(error: unknown): CartCheckoutFailure {
  if (error instanceof WalletSignError) return { messageKey: WALLET_FAILURES[error.reason] ?? 'cart.failure.unexpected', retrySame: false };
  if (error instanceof BusTimeoutError || error instanceof BusNoHandlerError) return { messageKey: 'cart.failure.walletUnavailable', retrySame: false };
  if (error instanceof ApiError) {
    // The answer was lost, or the server failed midway: the same key resumes the same checkout, never a second debit.
    if (error.kind === 'network' || error.kind === 'aborted' || error.status >= 500) return { messageKey: 'cart.failure.network', retrySame: true };
    const refusal = cartCheckoutRefusalOf(error.answerMessage);
    if (refusal) return { messageKey: `cart.failure.${refusal}`, retrySame: refusal === 'invalidCode' };
  }
  return { messageKey: 'cart.failure.unexpected', retrySame: false };
}

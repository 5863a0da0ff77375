import { ApiError, cartCheckoutRefusalOf } from '@marketplace/contracts/wire';
import { signedActionFailureKey } from '@marketplace/contracts/browser';

export interface CartCheckoutFailure {
  /** The message key to show; null when there is nothing to say (the person declined in the wallet). */
  messageKey: string | null;
  /** Whether sending the same signed checkout again may succeed (the network failed, a code was wrong). */
  retrySame: boolean;
}

/** The cart's refusals are read by `cartCheckoutRefusalOf` above the kit's mapper, which is left no table of its own. */
const NO_OTHER_REFUSALS: Readonly<Record<string, string>> = {};

/** Whatever a checkout rejected with → what the cart page says, and whether "Try again" resends the same checkout. */
export function describeCartCheckoutFailure(error: unknown): CartCheckoutFailure {
  if (error instanceof ApiError) {
    // The answer was lost, or the server failed midway: the same key resumes the same checkout, never a second debit.
    if (error.kind === 'network' || error.kind === 'aborted' || error.status >= 500) return { messageKey: 'cart.failure.network', retrySame: true };
    const refusal = cartCheckoutRefusalOf(error.answerMessage);
    if (refusal) return { messageKey: `cart.failure.${refusal}`, retrySame: refusal === 'invalidCode' };
  }
  // The wallet's refusals, the bus not answering, anything else: the kit's reading, under the cart's messages.
  return { messageKey: signedActionFailureKey(error, 'cart.failure', NO_OTHER_REFUSALS), retrySame: false };
}

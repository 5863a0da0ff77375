import { ApiError, MISSING_INGREDIENTS_MESSAGE, NOT_RECIPE_INGREDIENTS_MESSAGE, WalletSignError, type WalletSignFailure } from '@marketplace/contracts/wire';
import { BusNoHandlerError, BusTimeoutError } from '@marketplace/contracts/browser';

/** The person has no wallet address to sign with yet (the wallet remote offers to create one). */
export class NoCraftWalletError extends Error {
  constructor() {
    super('No wallet to sign the craft with');
    this.name = 'NoCraftWalletError';
  }
}

/** Why the wallet did not sign → the message shown; a decline was the person's own choice: nothing to say. */
const WALLET_REFUSALS: Record<WalletSignFailure, string | null> = {
  locked: 'craft.failure.walletLocked',
  declined: null,
  'no-wallet': 'craft.failure.noWallet',
  failed: 'craft.failure.walletFailed',
};

/** The server's refusals of a craft (`api/src/commerce/craft.ts`) → the message shown. */
const SERVER_REFUSALS: Record<string, string> = {
  [NOT_RECIPE_INGREDIENTS_MESSAGE]: 'craft.failure.changed',
  'Invalid signature': 'craft.failure.invalidSignature',
  'User address not found': 'craft.failure.noWallet',
  'Recipe not found': 'craft.failure.recipeGone',
  'Merchant not found': 'craft.failure.merchantClosed',
};

/** What to tell the person about a failed craft, as a `craft.failure.*` key; null when there is nothing to say. */
export function craftFailureKey(error: unknown): string | null {
  // `?? …unexpected`: a wallet deployed later than this remote may give a reason it does not know yet.
  if (error instanceof WalletSignError) return error.reason in WALLET_REFUSALS ? WALLET_REFUSALS[error.reason] : 'craft.failure.unexpected';
  if (error instanceof NoCraftWalletError) return 'craft.failure.noWallet';
  if (error instanceof BusTimeoutError || error instanceof BusNoHandlerError) return 'craft.failure.walletUnavailable';
  if (error instanceof ApiError) {
    const answer = error.answerMessage;
    if (answer?.startsWith(MISSING_INGREDIENTS_MESSAGE)) return 'craft.failure.missing';
    const known = answer === null ? undefined : SERVER_REFUSALS[answer];
    if (known) return known;
    if (error.kind === 'network' || error.kind === 'aborted') return 'craft.failure.network';
  }
  return 'craft.failure.unexpected';
}

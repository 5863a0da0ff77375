import { ApiError, MISSING_INGREDIENTS_MESSAGE, NOT_RECIPE_INGREDIENTS_MESSAGE } from '@marketplace/contracts/wire';
import { signedActionFailureKey } from '@marketplace/contracts/browser';

/** The server's refusals of a craft (`api/src/commerce/craft.ts`) → the message's name under `craft.failure`. */
const SERVER_REFUSALS: Record<string, string> = {
  [NOT_RECIPE_INGREDIENTS_MESSAGE]: 'changed',
  'Invalid signature': 'invalidSignature',
  'User address not found': 'noWallet',
  'Recipe not found': 'recipeGone',
  'Merchant not found': 'merchantClosed',
};

/** What to tell the person about a failed craft, as a `craft.failure.*` key; null when there is nothing to say. */
export function craftFailureKey(error: unknown): string | null {
  // The missing-ingredients refusal names what is missing, so it is told by its start, not looked up whole.
  if (error instanceof ApiError && error.answerMessage?.startsWith(MISSING_INGREDIENTS_MESSAGE)) return 'craft.failure.missing';
  return signedActionFailureKey(error, 'craft.failure', SERVER_REFUSALS);
}

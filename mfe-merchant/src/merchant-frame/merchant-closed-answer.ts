import { ApiError } from '@marketplace/contracts/wire';

/** The API's 404 'Merchant not found' (spec §8): the merchant closed after the page was entered. */
export function isMerchantClosedAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && error.answerMessage === 'Merchant not found';
}

/** The API's 404 'Category not found': the address names a category the merchant's store does not have. */
export function isCategoryMissingAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && error.answerMessage === 'Category not found';
}

import { ApiError } from '@marketplace/contracts/wire';
import { isCategoryMissingAnswer, isMerchantClosedAnswer } from './merchant-closed-answer';

const answer = (status: number, message: string) => new ApiError('GET x', status, message, { body: { status, message, payload: null } });

describe('the API answers a page acts on', () => {
  it("knows 404 'Merchant not found' from any other 404", () => {
    expect(isMerchantClosedAnswer(answer(404, 'Merchant not found'))).toBe(true);
    expect(isMerchantClosedAnswer(answer(404, 'Listing not found'))).toBe(false);
    expect(isMerchantClosedAnswer(answer(500, 'Merchant not found'))).toBe(false);
    expect(isMerchantClosedAnswer(new Error('Merchant not found'))).toBe(false);
  });

  it("knows 404 'Category not found'", () => {
    expect(isCategoryMissingAnswer(answer(404, 'Category not found'))).toBe(true);
    expect(isCategoryMissingAnswer(answer(404, 'Merchant not found'))).toBe(false);
  });
});

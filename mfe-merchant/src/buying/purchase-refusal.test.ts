import { ApiError } from '@marketplace/contracts/wire';
import { purchaseRefusalKey } from './purchase-refusal';

const refusal = (status: number, message: string) =>
  new ApiError('POST /api/users/self/mints/x/purchases', status, message, { body: { status, message, payload: null } });

describe('purchaseRefusalKey', () => {
  it.each([
    [refusal(409, 'Collectible is not for sale'), 'buy.refused.notForSale'],
    [refusal(409, 'Insufficient balance'), 'buy.refused.insufficientBalance'],
    [refusal(402, 'Payment required'), 'buy.refused.insufficientBalance'],
    [refusal(409, 'Cannot buy your own listing'), 'buy.refused.ownListing'],
    [refusal(403, 'Only players of this game can buy this item: link your game account to buy it'), 'buy.playersOnly.refused'],
    [refusal(409, 'Something new'), 'buy.refused.notForSale'],
    [new ApiError('POST x', 0, 'Failed to fetch'), 'buy.refused.network'],
    [refusal(500, 'Internal error'), 'buy.refused.unexpected'],
    [new Error('bug'), 'buy.refused.unexpected'],
  ])('tells the buyer why: %s', (error, key) => {
    expect(purchaseRefusalKey(error)).toBe(key);
  });
});

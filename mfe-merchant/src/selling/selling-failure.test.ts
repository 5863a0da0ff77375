import { ApiError, WalletSignError } from '@marketplace/contracts/wire';
import { BusNoHandlerError, BusTimeoutError, NoWalletToSignError } from '@marketplace/contracts/browser';
import { isStaleStateFailure, sellingFailureKey } from './selling-failure';

const refusal = (status: number, message: string) =>
  new ApiError('POST /api/users/self/listings', status, message, { body: { status, message, payload: null } });

describe('sellingFailureKey', () => {
  it.each([
    [refusal(409, 'Collectible already listed'), 'selling.failure.alreadyListed'],
    [refusal(403, 'Not your collectible'), 'selling.failure.notYours'],
    [refusal(403, 'Invalid signature'), 'selling.failure.invalidSignature'],
    [refusal(409, 'Listing is reserved'), 'selling.failure.reserved'],
    [refusal(409, 'Insufficient balance'), 'selling.failure.insufficientBalance'],
    [refusal(409, 'Offer is not open'), 'selling.failure.offerClosed'],
    [refusal(409, 'Collectible is being bought'), 'selling.failure.beingBought'],
    [new ApiError('POST x', 0, 'Failed to fetch'), 'selling.failure.network'],
    [refusal(500, 'Internal error'), 'selling.failure.unexpected'],
    [new WalletSignError('locked'), 'selling.failure.walletLocked'],
    [new WalletSignError('no-wallet'), 'selling.failure.noWallet'],
    [new NoWalletToSignError(), 'selling.failure.noWallet'],
    [new BusTimeoutError('wallet:sign', 1), 'selling.failure.walletUnavailable'],
    [new BusNoHandlerError('wallet:sign'), 'selling.failure.walletUnavailable'],
    [new Error('bug'), 'selling.failure.unexpected'],
  ])('tells the person why %s failed', (error, key) => {
    expect(sellingFailureKey(error)).toBe(key);
  });

  it('says nothing when the person declined in their wallet', () => {
    expect(sellingFailureKey(new WalletSignError('declined'))).toBeNull();
  });

  it('reads the listing again only after a refusal that says it changed', () => {
    expect(isStaleStateFailure('selling.failure.reserved')).toBe(true);
    expect(isStaleStateFailure('selling.failure.alreadyListed')).toBe(true);
    expect(isStaleStateFailure('selling.failure.walletLocked')).toBe(false);
    expect(isStaleStateFailure(null)).toBe(false);
  });
});

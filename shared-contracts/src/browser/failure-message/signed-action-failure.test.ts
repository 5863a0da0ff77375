import { ApiError } from '../../wire/api/api-error';
import { WalletSignError, type WalletSignFailure } from '../../wire/wallet/wallet-sign-error';
import { BusNoHandlerError, BusTimeoutError } from '../bus/event-bus';
import { NoWalletToSignError } from './no-wallet-to-sign-error';
import { signedActionFailureKey } from './signed-action-failure';

const SERVER_REFUSALS = { 'Listing is sold': 'sold', 'User address not found': 'noWallet' };
const keyOf = (error: unknown) => signedActionFailureKey(error, 'shop.failure', SERVER_REFUSALS);
const refusal = (status: number, message: string) => new ApiError('POST /api/things', status, message, { body: { status, message, payload: null } });

describe('signedActionFailureKey', () => {
  it.each([
    [new WalletSignError('locked'), 'shop.failure.walletLocked'],
    [new WalletSignError('no-wallet'), 'shop.failure.noWallet'],
    [new WalletSignError('failed'), 'shop.failure.walletFailed'],
    [new NoWalletToSignError(), 'shop.failure.noWallet'],
    [new BusTimeoutError('wallet:sign', 1), 'shop.failure.walletUnavailable'],
    [new BusNoHandlerError('wallet:sign'), 'shop.failure.walletUnavailable'],
    [refusal(409, 'Listing is sold'), 'shop.failure.sold'],
    [refusal(409, 'User address not found'), 'shop.failure.noWallet'],
    [new ApiError('POST x', 0, 'Failed to fetch'), 'shop.failure.network'],
  ])('tells %s as %s, under the page’s own messages', (error, key) => {
    expect(keyOf(error)).toBe(key);
  });

  it('says nothing when the person declined in their wallet: it was their choice', () => {
    expect(keyOf(new WalletSignError('declined'))).toBeNull();
  });

  it('says "unexpected" for a failure it does not know: a refusal the table does not name, a bug, a newer wallet reason', () => {
    expect(keyOf(refusal(409, 'Something new'))).toBe('shop.failure.unexpected');
    expect(keyOf(refusal(500, 'Internal error'))).toBe('shop.failure.unexpected');
    expect(keyOf(new Error('boom'))).toBe('shop.failure.unexpected');
    expect(keyOf('not even an error')).toBe('shop.failure.unexpected');
    expect(keyOf(new WalletSignError('melted' as WalletSignFailure))).toBe('shop.failure.unexpected');
  });
});

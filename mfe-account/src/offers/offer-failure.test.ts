import { ApiError, WalletSignError } from '@marketplace/contracts/wire';
import { BusTimeoutError, NoWalletToSignError } from '@marketplace/contracts/browser';
import { offerFailureKey } from './offer-failure';

const refusal = (message: string, status = 409) => new ApiError('POST /api/users/self/offers/x/accept', status, message, { body: { message } });

describe('offerFailureKey', () => {
  it('says nothing when the person declined in their wallet, and why otherwise', () => {
    expect(offerFailureKey(new WalletSignError('declined'))).toBeNull();
    expect(offerFailureKey(new WalletSignError('locked'))).toBe('offersPage.failure.walletLocked');
    expect(offerFailureKey(new NoWalletToSignError())).toBe('offersPage.failure.noWallet');
    expect(offerFailureKey(new BusTimeoutError('wallet:sign', 1000))).toBe('offersPage.failure.walletUnavailable');
  });

  it("names the server's refusals, and a network failure", () => {
    expect(offerFailureKey(refusal('Offer is not open'))).toBe('offersPage.failure.closed');
    expect(offerFailureKey(refusal('Insufficient balance'))).toBe('offersPage.failure.bidderShort');
    expect(offerFailureKey(refusal('Invalid signature', 403))).toBe('offersPage.failure.invalidSignature');
    expect(offerFailureKey(new ApiError('POST x', 0, 'offline'))).toBe('offersPage.failure.network');
    expect(offerFailureKey(new Error('boom'))).toBe('offersPage.failure.unexpected');
  });
});

import { ApiError, WalletSignError } from '@marketplace/contracts/wire';
import { BusNoHandlerError, BusTimeoutError } from '@marketplace/contracts/browser';
import { describeCheckoutFailure, PurchaseMessageMismatchError } from './checkout-failure';
import { refusal } from './testing/mint-fixtures';

describe('describeCheckoutFailure', () => {
  it.each([
    ['locked', 'mint.failure.walletLocked'],
    ['no-wallet', 'mint.failure.noWallet'],
    ['failed', 'mint.failure.walletFailed'],
  ] as const)('tells the person what to do when the wallet is %s', (reason, messageKey) => {
    expect(describeCheckoutFailure(new WalletSignError(reason))).toEqual({ messageKey, mintChanged: false, codeRejected: false });
  });

  it('says nothing when the person declined in the wallet: it was their choice', () => {
    expect(describeCheckoutFailure(new WalletSignError('declined')).messageKey).toBeNull();
  });

  it('says the wallet is unavailable when nobody answers the bus, or not in time', () => {
    expect(describeCheckoutFailure(new BusNoHandlerError('wallet:sign')).messageKey).toBe('mint.failure.walletUnavailable');
    expect(describeCheckoutFailure(new BusTimeoutError('wallet:sign', 300_000)).messageKey).toBe('mint.failure.walletUnavailable');
  });

  it('explains a purchase text that did not match the mint', () => {
    expect(describeCheckoutFailure(new PurchaseMessageMismatchError('m-1')).messageKey).toBe('mint.failure.messageMismatch');
  });

  it.each([
    [409, 'Insufficient balance', 'mint.failure.insufficientBalance', false],
    [409, 'Reservation expired', 'mint.failure.reservationExpired', true],
    [409, 'Mint already signed', 'mint.failure.alreadySigned', true],
    [409, 'Mint cancelled', 'mint.failure.mintCancelled', true],
    [409, 'Collectible is not for sale', 'mint.failure.notForSale', true],
    [403, 'Invalid signature', 'mint.failure.invalidSignature', false],
    [409, 'User address not found', 'mint.failure.noWallet', false],
  ])('translates the server refusal %d %j, and re-reads the mint when it changed', (status, message, messageKey, mintChanged) => {
    expect(describeCheckoutFailure(refusal(status, message))).toEqual({ messageKey, mintChanged, codeRejected: false });
  });

  it('puts a refused 2FA code beside the code field', () => {
    expect(describeCheckoutFailure(refusal(403, 'Invalid 2FA code'))).toEqual({
      messageKey: 'mint.failure.invalidCode',
      mintChanged: false,
      codeRejected: true,
    });
  });

  it('says so when the 2FA guesses are spent, beside the code field', () => {
    expect(describeCheckoutFailure(refusal(429, 'Too many wrong codes, try again later'))).toEqual({
      messageKey: 'mint.failure.tooManyCodes',
      mintChanged: false,
      codeRejected: true,
    });
  });

  it('tells a network failure from any other one', () => {
    expect(describeCheckoutFailure(new ApiError('POST /sign', 0, 'Failed to fetch')).messageKey).toBe('mint.failure.network');
    expect(describeCheckoutFailure(refusal(500, 'Internal error')).messageKey).toBe('mint.failure.unexpected');
    expect(describeCheckoutFailure(new Error('boom')).messageKey).toBe('mint.failure.unexpected');
  });
});

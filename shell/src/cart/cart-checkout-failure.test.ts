import { ApiError, WalletSignError } from '@marketplace/contracts/wire';
import { BusTimeoutError } from '@marketplace/contracts/browser';
import { describeCartCheckoutFailure } from './cart-checkout-failure';

const refusal = (status: number, message: string) =>
  new ApiError('POST /api/users/self/cart/checkout', status, message, { body: { status, message, payload: null } });

describe('describeCartCheckoutFailure', () => {
  it('resends the same checkout after a lost answer or a server failure, never a second debit', () => {
    expect(describeCartCheckoutFailure(new ApiError('POST x', 0, 'Failed to fetch'))).toEqual({ messageKey: 'cart.failure.network', retrySame: true });
    expect(describeCartCheckoutFailure(refusal(503, 'Unavailable'))).toEqual({ messageKey: 'cart.failure.network', retrySame: true });
  });

  it("names the server's refusals, and resends only after a wrong code", () => {
    expect(describeCartCheckoutFailure(refusal(409, 'Checkout expired'))).toEqual({ messageKey: 'cart.failure.expired', retrySame: false });
    expect(describeCartCheckoutFailure(refusal(403, 'Invalid 2FA code'))).toEqual({ messageKey: 'cart.failure.invalidCode', retrySame: true });
  });

  it("tells the wallet's refusals, says nothing after a decline, and says 'unexpected' for what it does not know", () => {
    expect(describeCartCheckoutFailure(new WalletSignError('locked'))).toEqual({ messageKey: 'cart.failure.walletLocked', retrySame: false });
    expect(describeCartCheckoutFailure(new WalletSignError('declined'))).toEqual({ messageKey: null, retrySame: false });
    expect(describeCartCheckoutFailure(new BusTimeoutError('wallet:sign', 1))).toEqual({ messageKey: 'cart.failure.walletUnavailable', retrySame: false });
    expect(describeCartCheckoutFailure(refusal(409, 'Something new'))).toEqual({ messageKey: 'cart.failure.unexpected', retrySame: false });
    expect(describeCartCheckoutFailure(new Error('boom'))).toEqual({ messageKey: 'cart.failure.unexpected', retrySame: false });
  });
});

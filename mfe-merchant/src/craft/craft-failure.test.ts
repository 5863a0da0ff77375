import { ApiError, WalletSignError } from '@marketplace/contracts/wire';
import { BusNoHandlerError, BusTimeoutError, NoWalletToSignError } from '@marketplace/contracts/browser';
import { craftFailureKey } from './craft-failure';
import { apiRefusal } from './testing/craft-fixtures';

describe('craftFailureKey', () => {
  it.each([
    [new WalletSignError('locked'), 'craft.failure.walletLocked'],
    [new WalletSignError('no-wallet'), 'craft.failure.noWallet'],
    [new WalletSignError('failed'), 'craft.failure.walletFailed'],
    [new WalletSignError('declined'), null],
    [new NoWalletToSignError(), 'craft.failure.noWallet'],
    [new BusTimeoutError('wallet:sign', 1), 'craft.failure.walletUnavailable'],
    [new BusNoHandlerError('wallet:sign'), 'craft.failure.walletUnavailable'],
    [apiRefusal(409, 'Missing ingredients: 2 × Ember Dagger (er-ember-dagger)'), 'craft.failure.missing'],
    [apiRefusal(409, 'Not the ingredients of this recipe'), 'craft.failure.changed'],
    [apiRefusal(409, 'User address not found'), 'craft.failure.noWallet'],
    [apiRefusal(403, 'Invalid signature'), 'craft.failure.invalidSignature'],
    [apiRefusal(404, 'Recipe not found'), 'craft.failure.recipeGone'],
    [apiRefusal(404, 'Merchant not found'), 'craft.failure.merchantClosed'],
    [new ApiError('POST crafts', 0, 'Failed to fetch'), 'craft.failure.network'],
    [apiRefusal(500, 'Internal Server Error'), 'craft.failure.unexpected'],
    [new Error('boom'), 'craft.failure.unexpected'],
  ])('tells %s as %s', (error, key) => {
    expect(craftFailureKey(error)).toBe(key);
  });
});

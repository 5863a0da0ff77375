import type { UseMutationOptions } from '@tanstack/react-query';
import type { MarketplaceApi } from '../resources/marketplace-api';
import type { CartCheckoutRecord, CartCheckoutRequest } from '../../wire/schemas/cart-schemas';
import { collectiblesKeys } from './collectibles-queries';
import { invalidate } from './invalidate';
import { SELF_SCOPE } from './self-scope';
import { transactionsKeys } from './transactions-queries';
import { walletKeys } from './wallet-queries';

export interface CartCheckoutOrder {
  /** The idempotency key the wallet signed with the checkout; the same for every retry of it. */
  checkoutKey: string;
  request: CartCheckoutRequest;
}

export const cartMutations = {
  /**
   * `POST /api/users/self/cart/checkouts` → the items' outcomes; GEM moved and collectibles changed hands,
   * so the balance, the activity and the collections read again.
   */
  checkout: (api: Pick<MarketplaceApi, 'cart'>): UseMutationOptions<CartCheckoutRecord, Error, CartCheckoutOrder> => ({
    mutationKey: [...SELF_SCOPE, 'cart', 'checkout'],
    mutationFn: ({ checkoutKey, request }) => api.cart.checkout(checkoutKey, request),
    onSuccess: (_record, _order, _onMutate, { client }) => invalidate(client, walletKeys.balance, transactionsKeys.all, collectiblesKeys.all),
  }),
};

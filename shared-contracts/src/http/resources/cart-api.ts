import { type CartCheckoutRequest, cartCheckoutRecordSchema } from '../../wire/schemas/cart-schemas';
import { IDEMPOTENCY_KEY_HEADER } from '../../wire/api/idempotency';
import type { ApiTransport } from '../transport/create-api-transport';

export const CART_CHECKOUTS_PATH = '/api/users/self/cart/checkouts';

/** Extension: buying the items of the page's cart in one checkout, signed once. */
export function createCartApi(transport: ApiTransport) {
  return {
    /**
     * `POST /api/users/self/cart/checkouts` with `Idempotency-Key` → each item bought or dropped (with the
     * reason) and what was charged. Send the same key and body again after a failure: the server answers
     * the same checkout, never a second debit. A refusal of the whole checkout rejects with the ApiError
     * whose `answerMessage` is one of `CART_CHECKOUT_REFUSALS`.
     */
    checkout: (checkoutKey: string, body: CartCheckoutRequest) =>
      transport.request('main', {
        method: 'POST',
        path: CART_CHECKOUTS_PATH,
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: checkoutKey },
        schema: cartCheckoutRecordSchema,
      }),
  };
}

export type CartApi = ReturnType<typeof createCartApi>;

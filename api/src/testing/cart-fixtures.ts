import { randomUUID } from 'node:crypto';
import { buildCartCheckoutMessage, type CartCheckoutRequest, cartAmountsWei, gemOfWei, IDEMPOTENCY_KEY_HEADER } from '@marketplace/contracts/wire';
import { DEFAULT_FEES } from '../commerce/fees.js';
import { gemToWei } from '../ledger/gem-amounts.js';
import type { WalletUser } from './commerce-fixtures.js';
import type { TestApp } from './test-app.js';

export interface CartItem {
  listingId: string;
  name: string;
  price: string;
}

export interface CartCheckoutOptions {
  key?: string;
  expiresAt?: string;
  /** Overrides the fee the page computed (the total follows). */
  fee?: string;
  /** Signs this text instead of the cart's own. */
  signText?: (message: string) => string;
}

/** The checkout body as the cart page makes it: the amounts at the GEM-USD `rate`, signed by the buyer's wallet. */
export async function signedCartCheckout(
  buyer: WalletUser,
  items: CartItem[],
  rate: number,
  options: CartCheckoutOptions = {},
): Promise<{ key: string; body: CartCheckoutRequest }> {
  const key = options.key ?? randomUUID();
  const expiresAt = options.expiresAt ?? new Date(Date.now() + 10 * 60_000).toISOString();
  const amounts = cartAmountsWei(
    items.map((item) => item.price),
    DEFAULT_FEES,
    rate,
  )!;
  const fee = options.fee ?? gemOfWei(amounts.feeWei);
  const fields = { items, subtotal: gemOfWei(amounts.subtotalWei), fee, total: gemOfWei(amounts.subtotalWei + gemToWei(fee)), expiresAt };
  const message = buildCartCheckoutMessage({ checkoutKey: key, ...fields });
  const signature = await buyer.wallet.signMessage(options.signText ? options.signText(message) : message);
  return { key, body: { ...fields, signature } };
}

/** Sends a checkout under its idempotency key, as the cart page does. */
export function postCartCheckout(t: TestApp, buyer: WalletUser, key: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/self/cart/checkouts',
    headers: { ...t.bearer(buyer.token), [IDEMPOTENCY_KEY_HEADER]: key },
    payload: body as object,
  });
}

/** Signs and checks out a cart through the API; throws unless it answered 200. */
export async function buyCartThroughApi(t: TestApp, buyer: WalletUser, items: CartItem[], rate: number): Promise<void> {
  const { key, body } = await signedCartCheckout(buyer, items, rate);
  const response = await postCartCheckout(t, buyer, key, body);
  if (response.statusCode !== 200) throw new Error(`cart checkout failed: ${response.body}`);
}

import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  buildCartCheckoutMessage,
  CART_CHECKOUT_VALID_MINUTES,
  type CartCheckoutRecord,
  type CartCheckoutRequest,
  type CartLine,
  gemOfWei,
} from '@marketplace/contracts/wire';
import { cartMutations } from '@marketplace/contracts/http';
import { marketplaceBus, removeFromCart, requestWalletSignature, useMarketplaceApi } from '@marketplace/contracts/browser';
import type { CartAmountsToSign } from './cart-fee-ceiling';
import { describeCartCheckoutFailure } from './cart-checkout-failure';
import { linesToKeepAfter } from './cart-outcome-lines';

/** A signed checkout waiting for its answer: kept so that "Try again" sends the same key and body, never a second signature. */
interface SignedCheckout {
  checkoutKey: string;
  request: CartCheckoutRequest;
}

export interface CartCheckout {
  /** Signs the cart in the wallet, then sends it; or, after a failure, sends the signed checkout again. */
  checkOut: (lines: readonly CartLine[], amounts: CartAmountsToSign, code: string | undefined) => Promise<void>;
  busy: boolean;
  /** The answer once the checkout went through (some items may have been dropped). */
  outcome: CartCheckoutRecord | null;
  /** What failed last (a wallet refusal, a refusal of the whole checkout, the network), for the page to say. */
  error: unknown;
  /** Whether a signed checkout waits to be sent again (the same key: the server answers what it did, once). */
  retryPending: boolean;
}

/**
 * The cart's checkout: one wallet signature over the items, their prices, the most the items, fee and total
 * may cost (the fee's ceiling leaves room for the GEM rate to move), a fresh idempotency key and an expiry (`buildCartCheckoutMessage`), then one call. After an
 * answer the bought items (and those that can no longer be bought as signed) leave the cart, and the
 * balance is read again; after a failure the same signed checkout is what "Try again" sends, until it expires.
 */
export function useCartCheckout(): CartCheckout {
  const api = useMarketplaceApi();
  const checkout = useMutation(cartMutations.checkout(api));
  const signed = useRef<SignedCheckout | null>(null);
  const [signing, setSigning] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<CartCheckoutRecord | null>(null);

  async function sign(lines: readonly CartLine[], amounts: CartAmountsToSign, code: string | undefined): Promise<SignedCheckout> {
    const checkoutKey = crypto.randomUUID();
    const fields = {
      items: lines.map(({ listingId, name, price }) => ({ listingId, name, price })),
      expiresAt: new Date(Date.now() + CART_CHECKOUT_VALID_MINUTES * 60_000).toISOString(),
      subtotal: gemOfWei(amounts.subtotalWei),
      // Ceilings: below the floor the fee follows the rate, which may move before the server checks (CART_FEE_RATE_ALLOWANCE).
      fee: gemOfWei(amounts.feeCeilingWei),
      total: gemOfWei(amounts.totalCeilingWei),
    };
    setSigning(true);
    try {
      const { signature } = await requestWalletSignature(buildCartCheckoutMessage({ checkoutKey, ...fields }), 'cart');
      return { checkoutKey, request: { ...fields, signature, ...(code ? { code } : {}) } };
    } finally {
      setSigning(false);
    }
  }

  async function checkOut(lines: readonly CartLine[], amounts: CartAmountsToSign, code: string | undefined): Promise<void> {
    if (signing || checkout.isPending) return;
    setError(null);
    try {
      const earlier = signed.current;
      const stillGood = earlier !== null && Date.parse(earlier.request.expiresAt) > Date.now() && isSignedCart(earlier.request, lines);
      signed.current = stillGood ? withCode(earlier, code) : await sign(lines, amounts, code);
      const record = await checkout.mutateAsync(signed.current);
      signed.current = null;
      const kept = new Set(linesToKeepAfter(record));
      removeFromCart(...record.items.map((item) => item.listingId).filter((listingId) => !kept.has(listingId)));
      marketplaceBus.emit('wallet:balance-changed', { reason: 'cart-checkout' });
      setOutcome(record);
    } catch (failure) {
      // A refusal that the same signed checkout would meet again (the fee changed, it expired) is signed anew next time.
      if (!describeCartCheckoutFailure(failure).retrySame) signed.current = null;
      setError(failure);
    }
  }

  return {
    checkOut,
    busy: signing || checkout.isPending,
    outcome,
    error,
    retryPending: signed.current !== null,
  };
}

/** Whether the signed checkout is of exactly these items at these prices: a cart changed since is signed anew. */
function isSignedCart(request: CartCheckoutRequest, lines: readonly CartLine[]): boolean {
  return (
    request.items.length === lines.length &&
    request.items.every((item, index) => item.listingId === lines[index]?.listingId && item.price === lines[index]?.price)
  );
}

/** The 2FA code is no part of what was signed: a retry carries the code typed now. */
function withCode({ checkoutKey, request }: SignedCheckout, code: string | undefined): SignedCheckout {
  const { code: _previous, ...rest } = request;
  return { checkoutKey, request: { ...rest, ...(code ? { code } : {}) } };
}

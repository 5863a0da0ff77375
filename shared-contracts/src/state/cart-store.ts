import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import * as z from 'zod/mini';
import { CART_MAX_ITEMS, type CartLine, cartLineSchema } from '../api/schemas/cart-line-schema';

/**
 * The one localStorage key of the cart (listed in the site's register of what it keeps in the browser):
 * the items only, what any shop window shows; never a price the API trusts (a checkout signs the prices and
 * the API checks each against its listing).
 */
export const CART_STORAGE_KEY = 'marketplace:cart';

export interface CartState {
  lines: readonly CartLine[];
}

const storedCartSchema = z.object({ lines: z.array(cartLineSchema).check(z.maxLength(CART_MAX_ITEMS)) });

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (a privacy mode): the cart lives as long as the page.
    return null;
  }
}

/** What the browser kept; nothing for a missing, unreadable or tampered entry. */
function readStoredCart(): CartState {
  try {
    const text = storage()?.getItem(CART_STORAGE_KEY);
    if (!text) return { lines: [] };
    const parsed = storedCartSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : { lines: [] };
  } catch {
    return { lines: [] };
  }
}

function writeStoredCart({ lines }: CartState): void {
  try {
    if (lines.length === 0) storage()?.removeItem(CART_STORAGE_KEY);
    else storage()?.setItem(CART_STORAGE_KEY, JSON.stringify({ lines }));
  } catch {
    // Full or refused: the page's cart still holds the items.
  }
}

/**
 * The cart's one owner (DESIGN rule 4): every page reads it through the hooks below and changes it
 * through the functions below, and this module alone writes it to the browser, so the header's count,
 * the item pages' buttons and the cart page never disagree. It outlives a reload and a sign-in (a
 * visitor's cart is kept through it); the shell empties it when the signed-in person leaves.
 */
export const cartStore = createStore<CartState>(() => readStoredCart());
cartStore.subscribe(writeStoredCart);

// Another tab changed the cart: this one shows the same.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) cartStore.setState(readStoredCart(), true);
  });
}

export type AddToCartResult = 'added' | 'already-in-cart' | 'full';

export function addToCart(line: CartLine): AddToCartResult {
  const { lines } = cartStore.getState();
  if (lines.some((held) => held.listingId === line.listingId)) return 'already-in-cart';
  if (lines.length >= CART_MAX_ITEMS) return 'full';
  cartStore.setState({ lines: [...lines, line] });
  return 'added';
}

export function removeFromCart(...listingIds: readonly string[]): void {
  const gone = new Set(listingIds);
  cartStore.setState(({ lines }) => ({ lines: lines.filter((line) => !gone.has(line.listingId)) }));
}

export function emptyCart(): void {
  cartStore.setState({ lines: [] });
}

export function useCartLines(): readonly CartLine[] {
  return useStore(cartStore, (state) => state.lines);
}

export function useCartCount(): number {
  return useStore(cartStore, (state) => state.lines.length);
}

export function useIsInCart(listingId: string): boolean {
  return useStore(cartStore, (state) => state.lines.some((line) => line.listingId === listingId));
}

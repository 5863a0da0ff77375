import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import * as z from 'zod/mini';
import { CART_MAX_ITEMS, type CartLine, cartLineSchema } from '../../wire/schemas/cart-line-schema';
import { CART_ITEM } from '../../wire/site-storage/storage-registry';
import { webStorageKey } from '../site-storage/web-storage-key';

/** The cart's one key of the browser's storage (the storage registry's `CART_ITEM`, listed in the cookie policy's table). */
const storedCart = webStorageKey(CART_ITEM, {});
export const CART_STORAGE_KEY = storedCart.name;

export interface CartState {
  lines: readonly CartLine[];
}

const storedCartSchema = z.object({ lines: z.array(cartLineSchema).check(z.maxLength(CART_MAX_ITEMS)) });

/** What the browser kept; nothing for a missing, unreadable or tampered entry. */
function readStoredCart(): CartState {
  try {
    const text = storedCart.get();
    if (!text) return { lines: [] };
    const parsed = storedCartSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : { lines: [] };
  } catch {
    return { lines: [] };
  }
}

// Full or refused storage keeps nothing (webStorageKey): the page's cart still holds the items.
function writeStoredCart({ lines }: CartState): void {
  if (lines.length === 0) storedCart.remove();
  else storedCart.set(JSON.stringify({ lines }));
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

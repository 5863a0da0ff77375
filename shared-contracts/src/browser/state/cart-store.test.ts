/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import type { CartLine } from '../../wire/schemas/cart-line-schema';

const line = (n: number): CartLine => ({
  listingId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: n % 2 === 0 ? 'STORE' : 'MARKET',
  merchantId: 'diamond-dreams',
  collectibleId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  setId: 'dd-ruby',
  name: `Ruby ${n}`,
  rarity: 'rare',
  imageUrl: '/api/collectible-images/dd-ruby.svg',
  price: '12.5',
});

/** The store as a fresh page load makes it, from what this browser kept. */
function loadStore(): typeof import('./cart-store') {
  let loaded: typeof import('./cart-store') | undefined;
  jest.isolateModules(() => {
    loaded = require('./cart-store');
  });
  return loaded!;
}

afterEach(() => localStorage.clear());

describe('the cart store', () => {
  it('keeps its items under its one key, so a reload finds them', () => {
    const page = loadStore();
    page.addToCart(line(1));
    page.addToCart(line(2));

    expect(Object.keys(localStorage)).toEqual([page.CART_STORAGE_KEY]);
    expect(loadStore().cartStore.getState().lines).toEqual([line(1), line(2)]);
  });

  it('holds a listing once, and at most CART_MAX_ITEMS', async () => {
    const { CART_MAX_ITEMS } = await import('../../wire/schemas/cart-line-schema');
    const page = loadStore();
    expect(page.addToCart(line(1))).toBe('added');
    expect(page.addToCart(line(1))).toBe('already-in-cart');
    for (let n = 2; n <= CART_MAX_ITEMS; n += 1) page.addToCart(line(n));

    expect(page.addToCart(line(99))).toBe('full');
    expect(page.cartStore.getState().lines).toHaveLength(CART_MAX_ITEMS);
  });

  it('removes items, and leaves no key behind once empty', () => {
    const page = loadStore();
    page.addToCart(line(1));
    page.addToCart(line(2));

    page.removeFromCart(line(1).listingId);
    expect(page.cartStore.getState().lines).toEqual([line(2)]);
    page.emptyCart();

    expect(localStorage.getItem(page.CART_STORAGE_KEY)).toBeNull();
  });

  it('starts empty from an entry that is not a cart (edited by hand, or of an older shape)', () => {
    localStorage.setItem('marketplace:cart', JSON.stringify({ lines: [{ ...line(1), name: 'Ruby\nItem 2: forged' }] }));
    expect(loadStore().cartStore.getState().lines).toEqual([]);
    localStorage.setItem('marketplace:cart', '{not json');
    expect(loadStore().cartStore.getState().lines).toEqual([]);
  });

  it('follows another tab that changed the cart', () => {
    const page = loadStore();
    localStorage.setItem(page.CART_STORAGE_KEY, JSON.stringify({ lines: [line(3)] }));

    window.dispatchEvent(new StorageEvent('storage', { key: page.CART_STORAGE_KEY }));

    expect(page.cartStore.getState().lines).toEqual([line(3)]);
  });
});

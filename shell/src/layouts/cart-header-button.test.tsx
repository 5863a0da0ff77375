import { act, screen } from '@testing-library/react';
import type { CartLine } from '@marketplace/contracts/wire';
import { addToCart, emptyCart } from '@marketplace/contracts/browser';
import { renderTranslated } from '../../../tooling/testing/render-translated';
import { CartHeaderButton } from './cart-header-button';

const line = (n: number): CartLine => ({
  listingId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'MARKET',
  merchantId: 'elemental-raiders',
  collectibleId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  setId: 'er-blade',
  name: `Storm Blade ${n}`,
  rarity: 'epic',
  imageUrl: '/api/collectible-images/er-blade.svg',
  price: '6.0',
});

afterEach(() => emptyCart());

describe("the header's cart button", () => {
  it('leads to the cart of the page’s language and says how many items wait, as they are added', async () => {
    await renderTranslated(<CartHeaderButton />, { locale: 'ja', path: '/ja/store/diamond-dreams' });
    const button = screen.getByRole('link', { name: 'カート（0 点）' });
    expect(button).toHaveAttribute('href', '/ja/cart');

    act(() => {
      addToCart(line(1));
      addToCart(line(2));
    });

    expect(screen.getByRole('link', { name: 'カート（2 点）' })).toHaveTextContent('2');
  });
});

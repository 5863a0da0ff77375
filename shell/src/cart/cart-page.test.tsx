import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  buildCartCheckoutMessage,
  type CartCheckoutRecord,
  type CartCheckoutRequest,
  type CartLine,
  emptyUserState,
  type RuntimeConfig,
} from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import {
  addToCart,
  cartStore,
  emptyCart,
  MarketplaceApiContext,
  marketplaceBus,
  RuntimeConfigContext,
  SIGNED_OUT,
  sessionStore,
} from '@marketplace/contracts/browser';
import { renderTranslated } from '../../../tooling/testing/render-translated';
import { CartPage } from './cart-page';

const TEST_CONFIG = { api: { main: 'https://api.market.test' }, fees: { marketplaceFeesPercent: 5, minimumPrice: 0.5 } } as RuntimeConfig;

const RUBY: CartLine = {
  listingId: '11111111-1111-4111-8111-111111111111',
  kind: 'STORE',
  merchantId: 'diamond-dreams',
  collectibleId: '21111111-1111-4111-8111-111111111111',
  setId: 'dd-ruby',
  name: 'Ruby Heart',
  rarity: 'rare',
  imageUrl: '/api/collectible-images/dd-ruby.svg',
  price: '4.0',
};
const BLADE: CartLine = {
  listingId: '33333333-3333-4333-8333-333333333333',
  kind: 'MARKET',
  merchantId: 'elemental-raiders',
  collectibleId: '43333333-3333-4333-8333-333333333333',
  setId: 'er-blade',
  name: 'Storm Blade',
  rarity: 'epic',
  imageUrl: '/api/collectible-images/er-blade.svg',
  price: '6.0',
};

const MERCHANTS = [
  { id: 'diamond-dreams', name: 'Diamond Dreams' },
  { id: 'elemental-raiders', name: 'Elemental Raiders' },
];

type Checkout = (key: string, body: CartCheckoutRequest) => Promise<CartCheckoutRecord>;

let stopSigning: (() => void) | null = null;
const signed: { message: string; purpose: string }[] = [];

function walletSigns() {
  stopSigning = marketplaceBus.handle('wallet:sign', async (request) => {
    signed.push(request);
    return { signature: `0x${'ab'.repeat(65)}`, address: '0xabc' };
  });
}

function signIn(balance = 100) {
  sessionStore.setState({ token: 't', expiresAt: null, user: { ...emptyUserState(), id: 'u1', balance } });
}

afterEach(() => {
  stopSigning?.();
  stopSigning = null;
  signed.length = 0;
  emptyCart();
  sessionStore.setState(SIGNED_OUT, true);
});

const outcomeOf = (
  body: CartCheckoutRequest,
  key: string,
  dropped: Record<string, CartCheckoutRecord['items'][number]['reason']> = {},
): CartCheckoutRecord => ({
  id: '99999999-9999-4999-8999-999999999999',
  key,
  items: body.items.map((item) => ({
    ...item,
    outcome: dropped[item.listingId] ? 'DROPPED' : 'BOUGHT',
    reason: dropped[item.listingId] ?? null,
    currentPrice: null,
    collectibleId: dropped[item.listingId] ? null : '55555555-5555-4555-8555-555555555555',
    imageUrl: [RUBY, BLADE].find((line) => line.listingId === item.listingId)?.imageUrl ?? null,
  })),
  subtotal: '4.0',
  fee: '10.0',
  total: '14.0',
  createdAt: '2026-12-02T16:00:00.000Z',
});

async function renderCart(checkout: Checkout = async (key, body) => outcomeOf(body, key)) {
  const spy = jest.fn(checkout);
  const api = {
    rates: { productUsd: async () => ({ price: 0.05 }) },
    merchants: { list: async () => MERCHANTS },
    cart: { checkout: spy },
  } as unknown as MarketplaceApi;
  await renderTranslated(
    <RuntimeConfigContext.Provider value={TEST_CONFIG}>
      <MarketplaceApiContext.Provider value={api}>
        <CartPage />
      </MarketplaceApiContext.Provider>
    </RuntimeConfigContext.Provider>,
    { path: '/cart' },
  );
  return spy;
}

describe('the cart page', () => {
  it('says an empty cart is empty and how to fill it', async () => {
    await renderCart();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText(/Add to cart/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the store' })).toHaveAttribute('href', '/store/diamond-dreams');
  });

  it('lists each item with its game and price, and charges the fee once on the total (the floor met once, not per item)', async () => {
    addToCart(RUBY);
    addToCart(BLADE);
    signIn();
    await renderCart();

    const items = within(screen.getByRole('region', { name: '2 items' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Ruby Heart');
    expect(await within(items[0]!).findByText('Diamond Dreams · Store')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Storm Blade');
    expect(await within(items[1]!).findByText('Elemental Raiders · Market')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    // 4 + 6 GEM; 5 % of 10 is 0.5, below the 0.50 USD floor of 10 GEM at 0.05 USD: one floor, not two.
    const row = (label: string) => within(summary).getByText(label).closest('div');
    expect(row('Items (2)')).toHaveTextContent('10.00 GEM');
    expect(row('Marketplace fee (5%)')).toHaveTextContent('10.00 GEM');
    expect(row('Total')).toHaveTextContent('20.00 GEM');
    expect(await within(summary).findByText('$1.00')).toBeInTheDocument();
    // The fee is the floor, which follows the rate: the wallet signs a ceiling a 2 % fall of the rate would need.
    expect(within(summary).getByText(/You sign for at most 20\.20 GEM/)).toBeInTheDocument();
  });

  it('removes an item', async () => {
    addToCart(RUBY);
    addToCart(BLADE);
    await renderCart();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Ruby Heart from the cart' }));

    expect(cartStore.getState().lines).toEqual([BLADE]);
    expect(screen.queryByText('Ruby Heart')).toBeNull();
  });

  it('asks a visitor to sign in to check out, coming back to the cart', async () => {
    addToCart(RUBY);
    await renderCart();
    expect(screen.getByRole('link', { name: 'Sign in to check out' })).toHaveAttribute(
      'href',
      expect.stringContaining(`redirect=${encodeURIComponent('/cart')}`),
    );
    expect(screen.queryByRole('button', { name: /Check out/ })).toBeNull();
  });

  it('signs the items, their prices, the fee and the total once, then shows each outcome and keeps nothing bought in the cart', async () => {
    addToCart(RUBY);
    addToCart(BLADE);
    signIn();
    walletSigns();
    const checkout = await renderCart(async (key, body) => outcomeOf(body, key, { [BLADE.listingId]: 'SOLD' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Check out 2 items' }));

    expect(await screen.findByRole('heading', { name: '1 bought, 1 item left out' })).toHaveFocus();
    expect(signed).toHaveLength(1);
    const [key, body] = checkout.mock.calls[0]!;
    expect(signed[0]).toEqual({ purpose: 'cart', message: buildCartCheckoutMessage({ checkoutKey: key, ...body }) });
    expect(body).toMatchObject({
      items: [
        { listingId: RUBY.listingId, name: 'Ruby Heart', price: '4.0' },
        { listingId: BLADE.listingId, name: 'Storm Blade', price: '6.0' },
      ],
      subtotal: '10',
      // The floor of 10 GEM at 0.05 USD, as a ceiling that a rate 2 % lower still meets (CART_FEE_RATE_ALLOWANCE).
      fee: '10.204081632653061225',
      total: '20.204081632653061225',
    });
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(screen.getByText(/someone else bought or reserved it meanwhile/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ruby Heart' })).toHaveAttribute('href', '/collectible/55555555-5555-4555-8555-555555555555');
    // Each outcome shows the item's art, the one left out too.
    const outcomeArt = [...document.querySelectorAll('[data-outcome] img')].map((image) => image.getAttribute('src'));
    expect(outcomeArt).toEqual(['https://api.market.test/api/collectible-images/dd-ruby.svg', 'https://api.market.test/api/collectible-images/er-blade.svg']);
    expect(cartStore.getState().lines).toEqual([]);
  });

  it('asks a person with two-factor on for the code: digits only, refused until complete, then sent with the signed checkout', async () => {
    addToCart(RUBY);
    sessionStore.setState({ token: 't', expiresAt: null, user: { ...emptyUserState(), id: 'u1', balance: 100, twoFactorAuth: true } });
    walletSigns();
    const checkout = await renderCart();

    const code = await screen.findByLabelText('6-digit code');
    await userEvent.type(code, '12a 34');
    expect(code).toHaveValue('1234');
    await userEvent.click(screen.getByRole('button', { name: 'Check out 1 item' }));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(checkout).not.toHaveBeenCalled();

    await userEvent.type(code, '56');
    await userEvent.click(screen.getByRole('button', { name: 'Check out 1 item' }));
    await screen.findByRole('heading', { name: 'Purchase complete: 1 item bought' });
    expect(checkout.mock.calls[0]![1]).toMatchObject({ code: '123456' });
  });

  it('sends the same signed checkout again after a lost answer, never signing twice', async () => {
    addToCart(RUBY);
    signIn();
    walletSigns();
    let calls = 0;
    const checkout = await renderCart(async (key, body) => {
      calls += 1;
      if (calls === 1) throw new ApiError('POST /api/users/self/cart/checkouts', 0, 'Network error', { kind: 'network' });
      return outcomeOf(body, key);
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Check out 1 item' }));
    expect(await screen.findByText(/nothing is charged twice/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Purchase complete: 1 item bought' })).toBeInTheDocument();
    expect(signed).toHaveLength(1);
    expect(checkout.mock.calls[1]![0]).toBe(checkout.mock.calls[0]![0]);
    expect(checkout.mock.calls[1]![1]).toEqual(checkout.mock.calls[0]![1]);
  });

  it('keeps an item dropped for the balance in the cart, so it can still be bought', async () => {
    addToCart(RUBY);
    signIn();
    walletSigns();
    await renderCart(async (key, body) => outcomeOf(body, key, { [RUBY.listingId]: 'INSUFFICIENT_BALANCE' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Check out 1 item' }));

    await waitFor(() => expect(screen.getByText(/your balance did not cover it/)).toBeInTheDocument());
    expect(cartStore.getState().lines).toEqual([RUBY]);
  });

  it('offers no checkout while the balance is short of the total, and says by how much', async () => {
    addToCart(RUBY);
    signIn(5);
    await renderCart();
    expect(await screen.findByText('Insufficient balance: the total is 14.00 GEM and your balance is 5.00 GEM.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Check out/ })).toBeNull();
  });
});

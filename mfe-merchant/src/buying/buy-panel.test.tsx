import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { ApiError, type CartLine, emptyUserState, type MintRecord } from '@marketplace/contracts/wire';
import { cartStore, emptyCart, SIGNED_OUT, sessionStore } from '@marketplace/contracts/browser';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { renderMerchantPage } from '../testing/render-merchant-page';
import { BuyPanel } from './buy-panel';
import type { PlayersOnlySale } from './players-only-sale';

const COLLECTIBLE_ID = '5f0c2d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';

function signIn(balance: number, { elementalRaidersPlayer = false } = {}) {
  sessionStore.setState({ token: 'token-1', expiresAt: null, user: { ...emptyUserState(), id: 'user-1', balance, elementalRaidersPlayer } });
}

afterEach(() => {
  sessionStore.setState(SIGNED_OUT);
  emptyCart();
});

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

function renderPanel({ price = '1000.0', available = true, reserve = jest.fn(), locale = 'en', path = '/store/diamond-dreams/item-1' } = {}) {
  const api = { mints: { reserve } } as unknown as Partial<MarketplaceApi>;
  return renderMerchantPage(
    <>
      <BuyPanel merchantId="diamond-dreams" collectibleId={COLLECTIBLE_ID} price={price} available={available} />
      <Where />
    </>,
    { api, locale, path, rate: 0.05 },
  );
}

const CART_LINE: CartLine = {
  listingId: '6f1c8f0e-1d1a-4d55-9a57-3b1f1f7c0a01',
  kind: 'STORE',
  merchantId: 'diamond-dreams',
  collectibleId: COLLECTIBLE_ID,
  setId: 'dd-ruby',
  name: 'Ruby Heart',
  rarity: 'rare',
  imageUrl: '/api/collectible-images/dd-ruby.svg',
  price: '12.5',
};

function renderWithCart({ available = true } = {}) {
  return renderMerchantPage(<BuyPanel merchantId="diamond-dreams" collectibleId={COLLECTIBLE_ID} price="12.5" available={available} cartLine={CART_LINE} />, {
    api: {},
    path: '/ja/store/diamond-dreams/item-1',
    locale: 'ja',
    rate: 0.05,
  });
}

describe('BuyPanel: Add to cart', () => {
  it('puts the item in the cart for a visitor too, then leads to the cart in the page’s language', async () => {
    await renderWithCart();

    fireEvent.click(await screen.findByRole('button', { name: 'カートに追加' }));

    expect(cartStore.getState().lines).toEqual([CART_LINE]);
    expect(screen.getByRole('status')).toHaveTextContent('カートに追加しました。');
    expect(screen.getByRole('link', { name: 'カートに追加済み：カートを見る' })).toHaveAttribute('href', '/ja/cart');
  });

  it('offers no Add to cart for an item no longer on sale', async () => {
    await renderWithCart({ available: false });
    expect(screen.queryByRole('button', { name: 'カートに追加' })).toBeNull();
  });
});

describe('BuyPanel', () => {
  it('shows the price, the percentage fee and the total in GEM and USD before the buyer commits', async () => {
    signIn(2500);
    await renderPanel({ price: '1000.0' });
    expect(screen.getByText('Marketplace fee (5%)')).toBeInTheDocument();
    expect(screen.getByText('1,000.00 GEM')).toBeInTheDocument();
    expect(screen.getByText('50.00 GEM')).toBeInTheDocument();
    expect(screen.getByText('1,050.00 GEM')).toBeInTheDocument();
    expect(await screen.findByText('$52.50')).toBeInTheDocument();
    expect(screen.getByText('2,500.00 GEM')).toBeInTheDocument();
  });

  it("shows the buyer's balance as one sentence of the locale, with no space after a full-width colon", async () => {
    signIn(750);
    await renderPanel({ price: '10.0', locale: 'ja', path: '/ja/store/diamond-dreams/item-1' });
    expect(screen.getByText('750.00 GEM').tagName).toBe('STRONG');
    expect(screen.getByText('750.00 GEM').parentElement).toHaveTextContent(/^残高：750\.00 GEM$/);
  });

  it('takes the fee floor when the percentage is below it, and says so', async () => {
    signIn(2500);
    await renderPanel({ price: '2.50' });
    // 0.50 USD at 0.05 USD per GEM is 10 GEM, more than 5 % of 2.50.
    expect(await screen.findByText('The minimum fee of $0.50 applies')).toBeInTheDocument();
    expect(screen.getByText('10.00 GEM')).toBeInTheDocument();
    expect(screen.getByText('12.50 GEM')).toBeInTheDocument();
  });

  it('reserves the purchase and opens the checkout of that mint, keeping the locale', async () => {
    signIn(2500);
    const reserve = jest.fn(async (id: string, _body: { collectibleId: string }) => ({ id }) as MintRecord);
    await renderPanel({ reserve, locale: 'ja', path: '/ja/store/diamond-dreams/item-1' });
    fireEvent.click(await screen.findByRole('button', { name: '今すぐ購入' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/ja\/user-portal\/mint\/[0-9a-f-]{36}$/));
    const [mintId, body] = reserve.mock.calls[0]!;
    expect(body).toEqual({ collectibleId: COLLECTIBLE_ID });
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(`/ja/user-portal/mint/${mintId}`);
  });

  it('says a balance short of the total, and offers no Buy', async () => {
    signIn(1049.99);
    await renderPanel({ price: '1000.0' });
    expect(await screen.findByText('Insufficient balance: the total is 1,050.00 GEM and your balance is 1,049.99 GEM.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
  });

  it('says by how much the balance falls short, in GEM and USD, and offers Add GEM that comes back to the item', async () => {
    signIn(1046.88);
    await renderPanel({ price: '1000.0', path: '/store/diamond-dreams/item-1?from=grid' });
    // 1,050.00 GEM to pay, 1,046.88 GEM held: 3.12 GEM short, $0.156 at 0.05 USD per GEM.
    expect(await screen.findByText('You need 3.12 GEM (about $0.16) more.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add GEM' })).toHaveAttribute(
      'href',
      `/user-portal/wallet?return=${encodeURIComponent('/store/diamond-dreams/item-1?from=grid')}`,
    );
  });

  it('says the shortfall in the page language and keeps the locale on the way to the wallet', async () => {
    signIn(0);
    // 10 GEM and the fee floor of $0.50 (10 GEM at 0.05 USD per GEM): 20 GEM short.
    await renderPanel({ price: '10.0', locale: 'ja', path: '/ja/store/diamond-dreams/item-1' });
    expect(await screen.findByText(/^あと20\.00 GEM（約 \$1\.00）必要です。$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GEMを追加' })).toHaveAttribute(
      'href',
      `/ja/user-portal/wallet?return=${encodeURIComponent('/ja/store/diamond-dreams/item-1')}`,
    );
  });

  it('offers a visitor to sign in and come back to the same item', async () => {
    await renderPanel({ path: '/ja/store/diamond-dreams/item-1?from=grid', locale: 'ja' });
    const signInLink = screen.getByRole('link', { name: 'サインインして購入' });
    expect(signInLink).toHaveAttribute('href', `/ja/loading?auth=true&redirect=${encodeURIComponent('/ja/store/diamond-dreams/item-1?from=grid')}`);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(['100000000000.00', '0', 'abc'])('refuses the invalid price %s (spec §5) with nothing to buy', async (price) => {
    signIn(1e12);
    await renderPanel({ price });
    expect(screen.getByText('This price is not valid, so the item cannot be bought.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers nothing for an item no longer on sale', async () => {
    signIn(2500);
    await renderPanel({ available: false });
    expect(screen.getByText('This item is no longer for sale.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    [409, 'Collectible is not for sale', 'Someone has just reserved or bought this item, so it is no longer for sale.'],
    [409, 'Insufficient balance', 'Your balance does not cover the price and the fee.'],
    [402, 'Payment required', 'Your balance does not cover the price and the fee.'],
  ])('shows the refusal %i %s in words and stays on the item', async (status, message, shown) => {
    signIn(2500);
    const reserve = jest.fn(async () => {
      throw new ApiError('POST /api/users/self/mints/x/purchases', status, message, { body: { status, message, payload: null } });
    });
    await renderPanel({ reserve });
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/store/diamond-dreams/item-1');
  });

  it('asks once for a double click, and a retry after a refusal is a new purchase', async () => {
    signIn(2500);
    let answer: (mint: MintRecord) => void = () => {};
    const reserve = jest
      .fn()
      .mockImplementationOnce(async () => {
        throw new ApiError('POST x', 409, 'Collectible is not for sale', { body: { message: 'Collectible is not for sale' } });
      })
      .mockImplementationOnce((id: string) => new Promise<MintRecord>((resolve) => (answer = () => resolve({ id } as MintRecord))));
    await renderPanel({ reserve });
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    await screen.findByText(/no longer for sale/);
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reserving…' }));
    expect(reserve).toHaveBeenCalledTimes(2);
    expect(reserve.mock.calls[1]![0]).not.toBe(reserve.mock.calls[0]![0]);
    answer({ id: reserve.mock.calls[1]![0] } as MintRecord);
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/\/user-portal\/mint\//));
  });
});

describe('BuyPanel of a players-only item (spec §6)', () => {
  const RAIDER_REWARDS: PlayersOnlySale = { merchantName: 'Elemental Raiders', gamePageHref: 'https://elemental-raiders.example/play' };

  function renderPlayersOnly({ merchantId = 'elemental-raiders', reserve = jest.fn(), locale = 'en', path = '/store/elemental-raiders/item-1' } = {}) {
    const api = { mints: { reserve } } as unknown as Partial<MarketplaceApi>;
    return renderMerchantPage(<BuyPanel merchantId={merchantId} collectibleId={COLLECTIBLE_ID} price="12.0" available playersOnly={RAIDER_REWARDS} />, {
      api,
      locale,
      path,
      rate: 0.05,
    });
  }

  it('lets a player of the game buy it as any other item', async () => {
    signIn(2500, { elementalRaidersPlayer: true });
    const reserve = jest.fn(async (id: string) => ({ id }) as MintRecord);
    await renderPlayersOnly({ reserve });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(reserve).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Only Elemental Raiders players can buy this item')).not.toBeInTheDocument();
  });

  it('tells a signed-in non-player why and where to start playing, with no Buy', async () => {
    signIn(2500);
    await renderPlayersOnly({ locale: 'ja', path: '/ja/store/elemental-raiders/item-1' });
    expect(screen.getByText('このアイテムはElemental Raidersのプレイヤーだけが購入できます')).toBeInTheDocument();
    const game = screen.getByRole('link', { name: 'Elemental Raidersへ' });
    expect(game).toHaveAttribute('href', 'https://elemental-raiders.example/play');
    expect(game).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/残高/)).not.toBeInTheDocument();
  });

  it('tells a visitor it is for players and lets a player sign in to buy it', async () => {
    await renderPlayersOnly();
    expect(screen.getByText('Only Elemental Raiders players can buy this item')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Elemental Raiders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to buy' })).toHaveAttribute('href', expect.stringContaining('redirect='));
    expect(screen.getByText('Already a player? Sign in to buy it.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("leaves another merchant's players to the server, and says so when it refuses", async () => {
    signIn(2500);
    const message = 'Only players of this game can buy this item: link your game account to buy it';
    const reserve = jest.fn(async () => {
      throw new ApiError('POST /api/users/self/mints/x/purchases', 403, message, { body: { status: 403, message, payload: null } });
    });
    await renderPlayersOnly({ merchantId: 'diamond-dreams', reserve, path: '/store/diamond-dreams/item-1' });
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only players of this game can buy this item.');
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, emptyUserState, type StoreItem } from '@marketplace/contracts/wire';
import { SIGNED_OUT, sessionStore } from '@marketplace/contracts/browser';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { diamondDreams, elementalRaiders } from '../testing/merchant-fixtures';
import { renderMerchantPage } from '../testing/render-merchant-page';
import { StoreItemPage } from './store-item-page';
import { storeItem } from '../testing/store-fixtures';

afterEach(() => sessionStore.setState(SIGNED_OUT));

function renderItem(item: () => Promise<StoreItem | null>, { locale = 'en' } = {}) {
  const api = { store: { item: jest.fn(item), categories: async () => [] } } as unknown as Partial<MarketplaceApi>;
  return renderMerchantPage(<StoreItemPage merchantId="diamond-dreams" itemId="9d7c1c62-93a3-4b7e-8e0e-000000000001" />, {
    merchants: [diamondDreams],
    api,
    locale,
    path: '/store/diamond-dreams/9d7c1c62-93a3-4b7e-8e0e-000000000001',
  });
}

describe('the store item page', () => {
  it('shows the item in full: its art large, name as heading, rarity, price, supply, properties and the way to buy', async () => {
    sessionStore.setState({ token: 't', expiresAt: null, user: { ...emptyUserState(), balance: 10_000 } });
    await renderItem(async () => storeItem({ name: 'Moonstone Crown', price: '4800.0', supplyLeft: 1 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Moonstone Crown' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Moonstone Crown' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('src', expect.stringMatching(/^https:\/\/api\.market\.test\/api\/collectible-images\//));
    expect(screen.getByText('Epic')).toBeInTheDocument();
    expect(screen.getAllByText('4,800.00 GEM').length).toBeGreaterThan(0);
    expect(screen.getByText('Last one')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Properties' })).toBeInTheDocument();
    expect(screen.getByText('Oval')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/store/diamond-dreams/category/rings');
    await waitFor(() => expect(document.title).toBe('Moonstone Crown | Marketplace'));
  });

  it('marks a players-only item and tells a non-player why there is no Buy and where the game is (spec §6)', async () => {
    sessionStore.setState({ token: 't', expiresAt: null, user: { ...emptyUserState(), balance: 2500, elementalRaidersPlayer: false } });
    const item = storeItem({ name: 'Raider War Banner', merchantId: 'elemental-raiders', categoryId: 'raider-rewards', price: '12.0', playersOnly: true });
    const api = { store: { item: jest.fn(async () => item), categories: async () => [] } } as unknown as Partial<MarketplaceApi>;
    await renderMerchantPage(<StoreItemPage merchantId="elemental-raiders" itemId={item.id} />, {
      merchants: [diamondDreams, elementalRaiders],
      api,
      path: `/store/elemental-raiders/${item.id}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Raider War Banner' })).toBeInTheDocument();
    expect(screen.getByText('Players only')).toBeInTheDocument();
    expect(screen.getByText('Only Elemental Raiders players can buy this item')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Elemental Raiders' })).toHaveAttribute('href', 'https://elemental-raiders.example/play');
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
  });

  it('shows no players-only mark on an item anyone may buy', async () => {
    sessionStore.setState({ token: 't', expiresAt: null, user: { ...emptyUserState(), balance: 2500 } });
    await renderItem(async () => storeItem({ name: 'Emerald Ring' }));
    expect(await screen.findByRole('button', { name: 'Buy now' })).toBeInTheDocument();
    expect(screen.queryByText('Players only')).not.toBeInTheDocument();
  });

  it('offers no Buy for a copy already sold', async () => {
    sessionStore.setState({ token: 't', expiresAt: null, user: { ...emptyUserState(), balance: 2500 } });
    await renderItem(async () => storeItem({ status: 'SOLD', supplyLeft: 0 }));
    expect(await screen.findByText('This item is no longer for sale.')).toBeInTheDocument();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
  });

  it.each([
    ['an item the store does not have', async () => null],
    ['an id that is not one', async () => Promise.reject(new ApiError('GET item', 400, 'params.listingId: Invalid UUID'))],
  ])('answers %s with a translated 404', async (_case, item) => {
    await renderItem(item, { locale: 'ja' });
    expect(await screen.findByRole('heading', { level: 1, name: 'アイテムが見つかりません' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ストアに戻る' })).toHaveAttribute('href', '/ja/store/diamond-dreams');
  });

  it('says the item could not be loaded, and loads it on retry', async () => {
    let calls = 0;
    await renderItem(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError('GET item', 0, 'Failed to fetch');
      return storeItem({ name: 'Opal Tiara' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Opal Tiara' })).toBeInTheDocument();
  });

  it('shows the page’s skeleton while the item loads', async () => {
    await renderItem(() => new Promise(() => {}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the item…');
  });
});

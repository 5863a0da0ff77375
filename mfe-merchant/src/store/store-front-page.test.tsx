import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@marketplace/contracts/wire';
import type { MarketplaceApi, StoreItemsRequest } from '@marketplace/contracts/http';
import { aurumAtelier, diamondDreams } from '../testing/merchant-fixtures';
import { renderMerchantPage } from '../testing/render-merchant-page';
import { StoreFrontPage } from './store-front-page';
import { storeItem, storePage } from '../testing/store-fixtures';

const CATEGORIES = [
  { id: 'gemstones', name: 'Gemstones' },
  { id: 'rings', name: 'Rings' },
];

const merchantClosed = () => new ApiError('GET /api/merchants/diamond-dreams/store', 404, 'Merchant not found', { body: { message: 'Merchant not found' } });

function renderStore({
  items = jest.fn(async () => storePage([storeItem({ name: 'Emerald Ring', price: '95.0', supplyLeft: 3 })])),
  categoryId = null as string | null,
  path = '/store/diamond-dreams',
  locale = 'en',
  categories = CATEGORIES as object[],
} = {}) {
  const api = { store: { categories: async () => categories, items } } as unknown as Partial<MarketplaceApi>;
  return {
    items,
    view: renderMerchantPage(<StoreFrontPage merchantId="diamond-dreams" categoryId={categoryId} />, {
      merchants: [diamondDreams, aurumAtelier],
      api,
      path,
      locale,
    }),
  };
}

describe('the store front', () => {
  it('shows each item with its art, name, rarity, price in GEM and USD and how many are left, linking to the item', async () => {
    renderStore();
    const grid = await screen.findByRole('list', { name: 'Items in the Diamond Dreams store' });
    const card = within(grid).getByRole('link');
    expect(card).toHaveTextContent('Emerald Ring');
    expect(card).toHaveTextContent('Epic');
    expect(card).toHaveTextContent('95.00 GEM');
    expect(card).toHaveTextContent('3 left');
    expect(await within(card).findByText('$4.75')).toBeInTheDocument();
    expect(card.getAttribute('href')).toMatch(/^\/store\/diamond-dreams\/9d7c1c62-/);
    expect(within(card).getByRole('img', { name: 'Emerald Ring' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('heading', { level: 1, name: 'Diamond Dreams store' })).toBeInTheDocument();
  });

  it('marks the cards of players-only items, and only those (spec §6)', async () => {
    renderStore({
      items: jest.fn(async () =>
        storePage([storeItem({ name: 'Raider War Banner', playersOnly: true }), storeItem({ name: 'Emerald Ring', playersOnly: false })]),
      ),
    });
    const grid = await screen.findByRole('list', { name: 'Items in the Diamond Dreams store' });
    const [reward, ring] = within(grid).getAllByRole('link');
    expect(reward).toHaveTextContent('Raider War Banner');
    expect(reward).toHaveTextContent('Players only');
    expect(reward).toHaveTextContent('2 left');
    expect(ring).not.toHaveTextContent('Players only');
  });

  it('asks one item per set, of the page in the address', async () => {
    const { items } = renderStore({ path: '/store/diamond-dreams?page=2' });
    await waitFor(() => expect(items).toHaveBeenCalled());
    expect((items.mock.calls[0] as unknown[])[1] as StoreItemsRequest).toEqual({ groupBy: 'SET', page: 2, pageSize: 10 });
  });

  it('leads through the categories, the current one marked, and heads a category with its name', async () => {
    const { items } = renderStore({ categoryId: 'rings', path: '/ja/store/diamond-dreams/category/rings', locale: 'ja' });
    const nav = await screen.findByRole('navigation', { name: 'ストアのカテゴリー' });
    await within(nav).findByRole('link', { name: 'Rings' });
    expect(within(nav).getByRole('link', { name: 'すべてのアイテム' })).toHaveAttribute('href', '/ja/store/diamond-dreams');
    expect(within(nav).getByRole('link', { name: 'Rings' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Gemstones' })).toHaveAttribute('href', '/ja/store/diamond-dreams/category/gemstones');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rings · Diamond Dreamsストア' })).toBeInTheDocument();
    expect((items.mock.calls[0] as unknown[])[1]).toMatchObject({ categoryId: 'rings' });
    await waitFor(() => expect(document.title).toBe('Rings · Diamond Dreamsストア｜Marketplace'));
  });

  it("names the categories in the page's language when the merchant translated them", async () => {
    const translated = [
      { id: 'gemstones', name: 'Gemstones', localizedName: { en: 'Gemstones', ja: '宝石' } },
      { id: 'rings', name: 'Rings', localizedName: { en: 'Rings', ja: '指輪' } },
    ];
    renderStore({ categoryId: 'rings', path: '/ja/store/diamond-dreams/category/rings', locale: 'ja', categories: translated });
    const nav = await screen.findByRole('navigation', { name: 'ストアのカテゴリー' });
    expect(await within(nav).findByRole('link', { name: '指輪' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '宝石' })).toHaveAttribute('href', '/ja/store/diamond-dreams/category/gemstones');
    expect(await screen.findByRole('heading', { level: 1, name: '指輪 · Diamond Dreamsストア' })).toBeInTheDocument();
  });

  it('pages in the address', async () => {
    renderStore({ items: jest.fn(async () => storePage([storeItem()], { page: 2, totalPages: 3, total: 25 })), path: '/store/diamond-dreams?page=2' });
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/store/diamond-dreams');
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/store/diamond-dreams?page=3');
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the grid’s skeleton while the items load', async () => {
    renderStore({ items: jest.fn(() => new Promise(() => {})) });
    expect(await screen.findByText('Loading items…')).toBeInTheDocument();
  });

  it('says what failed and loads again on retry', async () => {
    const items = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('GET store', 503, 'Maintenance'))
      .mockResolvedValueOnce(storePage([storeItem({ name: 'Opal Tiara' })]));
    renderStore({ items });
    expect(await screen.findByRole('alert')).toHaveTextContent("The store's items could not be loaded");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Opal Tiara')).toBeInTheDocument();
  });

  it('says a sold-out store is empty and leads to the market', async () => {
    renderStore({ items: jest.fn(async () => storePage([])) });
    expect(await screen.findByText('Nothing on sale right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the market' })).toHaveAttribute('href', '/market/diamond-dreams');
  });

  it('says an empty category is empty and leads to all items', async () => {
    renderStore({ items: jest.fn(async () => storePage([])), categoryId: 'rings', path: '/store/diamond-dreams/category/rings' });
    expect(await screen.findByText('Nothing in this category right now')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'All items' }).at(-1)).toHaveAttribute('href', '/store/diamond-dreams');
  });

  it('leads back to the first page from past the last one', async () => {
    renderStore({ items: jest.fn(async () => storePage([], { page: 9, totalPages: 2, total: 15 })), path: '/store/diamond-dreams?page=9' });
    expect(await screen.findByText('There is no page 9')).toBeInTheDocument();
    expect(screen.getByText('This list has 2 pages. Start again from the first one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/store/diamond-dreams');
  });

  it('gives the 404 Merchant not found when the store answers that the merchant has closed', async () => {
    renderStore({ items: jest.fn(async () => Promise.reject(merchantClosed())) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant not found' })).toBeInTheDocument();
  });
});

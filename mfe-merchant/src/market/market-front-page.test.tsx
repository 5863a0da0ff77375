import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { ApiError } from '@marketplace/contracts/wire';
import { SIGNED_OUT, sessionStore } from '@marketplace/contracts/browser';
import type { MarketListingSetsRequest, MarketplaceApi } from '@marketplace/contracts/http';
import { diamondDreams } from '../testing/merchant-fixtures';
import { renderMerchantPage } from '../testing/render-merchant-page';
import { MarketFrontPage } from './market-front-page';
import { SEARCH_DEBOUNCE_MS } from './market-search-field';
import { marketStack, stacksPage } from './testing/market-fixtures';

const CATEGORIES = [
  { id: 'gemstones', name: 'Gemstones' },
  { id: 'rings', name: 'Rings' },
];

beforeAll(() => {
  // jsdom has <dialog> but not its modal API; the browser's part here is only the `open` attribute.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  sessionStore.setState(SIGNED_OUT);
  jest.useRealTimers();
});

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

function renderMarket({
  listings = jest.fn(async (_merchantId: string, request: MarketListingSetsRequest = {}) =>
    stacksPage(
      [
        marketStack({ name: 'Sapphire Drop', setId: 'dd-sapphire-drop', listed: 1, floorPrice: '22.5' }),
        marketStack({ name: 'Ruby Heart', setId: 'dd-ruby-heart', rarity: 'legendary', listed: 5, floorPrice: '480.0' }),
      ],
      { page: request.page ?? 1, totalPages: 4, total: 38 },
    ),
  ) as jest.Mock,
  path = '/market/diamond-dreams',
  locale = 'en',
} = {}) {
  const api = { store: { categories: async () => CATEGORIES }, market: { listingSets: listings } } as unknown as Partial<MarketplaceApi>;
  renderMerchantPage(
    <>
      <MarketFrontPage merchantId="diamond-dreams" />
      <Where />
    </>,
    { merchants: [diamondDreams], api, path, locale },
  );
  return { listings };
}

const lastRequest = (listings: jest.Mock) => (listings.mock.calls.at(-1) as unknown[])[1] as MarketListingSetsRequest;

describe('the market front', () => {
  it('shows each item others sell once, with art, name, rarity, how many are listed and from what price, leading to its stack', async () => {
    const { listings } = renderMarket();

    const grid = await screen.findByRole('list', { name: 'Listings on the Diamond Dreams market' });
    const [first, second] = within(grid).getAllByRole('link');
    expect(first).toHaveTextContent('Sapphire Drop');
    expect(first).toHaveTextContent('Rare');
    expect(first).toHaveTextContent('1 listed · from 22.50 GEM');
    expect(first).toHaveAttribute('href', '/market/diamond-dreams/stack/dd-sapphire-drop');
    expect(second).toHaveTextContent('Legendary');
    expect(second).toHaveTextContent('5 listed · from 480.00 GEM');
    expect(second).toHaveAttribute('href', '/market/diamond-dreams/stack/dd-ruby-heart');
    expect(within(grid).getAllByRole('img')).toHaveLength(2);
    expect(lastRequest(listings)).toEqual({ sort: 'NEWEST', page: 1, pageSize: 12 });
    expect(screen.getByText('38 items')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Diamond Dreams market' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/market/diamond-dreams?page=2',
    );
  });

  it('asks the API for the view the address holds, and keeps it in every page link', async () => {
    const { listings } = renderMarket({ path: '/market/diamond-dreams?q=ruby&rarity=legendary,epic&category=rings&sort=price-desc&page=2' });

    await screen.findByText('38 items');
    expect(lastRequest(listings)).toEqual({ q: 'ruby', rarity: ['epic', 'legendary'], categoryId: 'rings', sort: 'PRICE_DESC', page: 2, pageSize: 12 });
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/market/diamond-dreams?q=ruby&rarity=epic%2Clegendary&category=rings&sort=price-desc&page=3',
    );
    expect(screen.getAllByRole('checkbox', { name: 'Legendary' })[0]).toBeChecked();
    expect(screen.getAllByRole('radio', { name: 'Rings' })[0]).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('PRICE_DESC');
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('ruby');
  });

  it('puts a filter or a sort in the address and goes back to page 1', async () => {
    const { listings } = renderMarket({ path: '/market/diamond-dreams?page=3' });
    await screen.findByText('38 items');

    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Epic' })[0]!);
    await waitFor(() => expect(address()).toBe('/market/diamond-dreams?rarity=epic'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'PRICE_ASC' } });
    await waitFor(() => expect(address()).toBe('/market/diamond-dreams?rarity=epic&sort=price-asc'));
    fireEvent.click(screen.getAllByRole('radio', { name: 'Gemstones' })[0]!);

    await waitFor(() => expect(address()).toBe('/market/diamond-dreams?rarity=epic&category=gemstones&sort=price-asc'));
    await waitFor(() => expect(lastRequest(listings)).toEqual({ rarity: ['epic'], categoryId: 'gemstones', sort: 'PRICE_ASC', page: 1, pageSize: 12 }));
  });

  it('searches once typing pauses, keeping what is typed, and at once on Enter', async () => {
    jest.useFakeTimers();
    const { listings } = renderMarket({ path: '/market/diamond-dreams?page=2' });
    await screen.findByText('38 items');
    const field = screen.getByRole('searchbox', { name: 'Search by name' });

    fireEvent.change(field, { target: { value: 'sap' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(address()).toBe('/market/diamond-dreams?page=2');
    fireEvent.change(field, { target: { value: 'sapph' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));

    await waitFor(() => expect(address()).toBe('/market/diamond-dreams?q=sapph'));
    expect(field).toHaveValue('sapph');
    await waitFor(() => expect(lastRequest(listings)).toMatchObject({ q: 'sapph', page: 1 }));

    fireEvent.change(field, { target: { value: 'sapphire ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(address()).toBe('/market/diamond-dreams?q=sapphire'));
    expect(field).toHaveValue('sapphire ');
  });

  it('offers the filters in a labelled dialog on a phone, with the result count', async () => {
    renderMarket();
    await screen.findByText('38 items');

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));

    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Mythic' }));
    await waitFor(() => expect(address()).toBe('/market/diamond-dreams?rarity=mythic'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Show 38 items' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('says when no listing matches, and clears the search and filters', async () => {
    renderMarket({ listings: jest.fn(async () => stacksPage([])), path: '/market/diamond-dreams?q=zzz&rarity=unique&sort=price-asc' });

    expect(await screen.findByText('No listing matches')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    fireEvent.click(clear.at(-1)!);

    await waitFor(() => expect(address()).toBe('/market/diamond-dreams?sort=price-asc'));
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
  });

  it('says an empty market is empty and leads to the store', async () => {
    renderMarket({ listings: jest.fn(async () => stacksPage([])) });

    expect(await screen.findByText('Nothing on the market yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the store' })).toHaveAttribute('href', '/store/diamond-dreams');
  });

  it('shows the grid’s skeleton while the listings load', async () => {
    renderMarket({ listings: jest.fn(() => new Promise(() => {})) });

    expect(await screen.findByText('Loading items…')).toBeInTheDocument();
  });

  it('says what failed and loads again on retry', async () => {
    const listings = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('GET market', 500, 'Internal Server Error'))
      .mockResolvedValueOnce(stacksPage([marketStack({ name: 'Opal Cabochon' })]));
    renderMarket({ listings });

    expect(await screen.findByRole('alert')).toHaveTextContent("The market's listings could not be loaded");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Opal Cabochon')).toBeInTheDocument();
  });

  it('reads in Japanese', async () => {
    renderMarket({ locale: 'ja', path: '/ja/market/diamond-dreams' });

    expect(await screen.findByText('38点のアイテム')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Ruby Heart/ })[0]).toHaveTextContent('5件出品中 · 480.00 GEMから');
    expect(screen.getByRole('searchbox', { name: '名前で検索' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { ownListing } from '../portal-kit/testing/own-listing';
import { renderPortalSection, resetPortalScene } from '../portal-kit/testing/portal-scene';
import { ListingsCard } from './listings-card';

afterEach(resetPortalScene);

function listingsApi(own: MarketplaceApi['market']['own']): Partial<MarketplaceApi> {
  return { market: { own: jest.fn(own) } as unknown as MarketplaceApi['market'] };
}

describe('the dashboard’s listed-for-sale card', () => {
  it('shows how many items are listed and the latest three, each with its art and price, leading to its market listing', async () => {
    const api = listingsApi(async () => ({ records: [ownListing(1), ownListing(2, { price: '1250' }), ownListing(3)], total: 7 }));

    await renderPortalSection(<ListingsCard />, { api });

    const card = screen.getByTestId('dashboard-listings');
    expect(await within(card).findByTestId('dashboard-listed')).toHaveTextContent('7');
    expect(within(card).getByText('items listed for sale')).toBeInTheDocument();
    const rows = within(card).getAllByTestId('dashboard-listing');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveAttribute('href', `/market/diamond-dreams/${ownListing(1).id}`);
    expect(rows[0]).toHaveTextContent('Gem 1');
    expect(within(rows[0]!).getByText('22.50 GEM')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1,250.00 GEM')).toBeInTheDocument();
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src', 'https://api.market.test/api/collectible-images/dd-gem-1.svg');
    expect(api.market?.own).toHaveBeenCalledWith({ page: 1, pageSize: 3 }, expect.anything());
  });

  it('says nothing is listed and leads to the collection, where an item is put up for sale', async () => {
    await renderPortalSection(<ListingsCard />, { api: listingsApi(async () => ({ records: [], total: 0 })) });

    expect(await screen.findByText('Nothing of yours is on the market right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List something from your collection' })).toHaveAttribute('href', '/collection');
    expect(screen.queryByTestId('dashboard-listed')).not.toBeInTheDocument();
  });

  it('shows the card’s shape while it loads', async () => {
    await renderPortalSection(<ListingsCard />, { api: listingsApi(() => new Promise(() => undefined)) });

    expect(within(screen.getByTestId('dashboard-listings')).getByRole('status')).toHaveTextContent('Loading…');
  });

  it('says the listings could not be loaded, and reads them again on retry', async () => {
    const own = jest
      .fn<ReturnType<MarketplaceApi['market']['own']>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ records: [ownListing(1)], total: 1 });
    await renderPortalSection(<ListingsCard />, { api: listingsApi(own) });

    expect(await screen.findByText('Your listings could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByTestId('dashboard-listed')).toHaveTextContent('1');
    expect(screen.getByText('item listed for sale')).toBeInTheDocument();
  });

  it('speaks the person’s language, with links under their locale’s prefix', async () => {
    await renderPortalSection(<ListingsCard />, {
      api: listingsApi(async () => ({ records: [ownListing(1)], total: 1 })),
      locale: 'ja',
      path: '/ja/user-portal/dashboard',
    });

    expect(await screen.findByText('件を出品中')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '出品中' })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-listing')).toHaveAttribute('href', `/ja/market/diamond-dreams/${ownListing(1).id}`);
  });
});

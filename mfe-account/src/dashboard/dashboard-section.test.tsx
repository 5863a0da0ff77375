import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { ApiError } from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { ANA, ME, renderPortalSection, resetPortalScene, signedInUser, transaction } from '../portal-kit/testing/portal-scene';
import { DashboardSection } from './dashboard-section';

afterEach(resetPortalScene);

const OPEN_OFFER = {
  id: '66666666-6666-4666-8666-666666666666',
  collectibleId: '44444444-4444-4444-8444-444444444444',
  bidderId: ANA,
  price: '80.00',
  status: 'OPEN' as const,
  time: '2026-11-25T10:00:00.000Z',
};

function dashboardApi(): Partial<MarketplaceApi> {
  return {
    transactions: {
      list: jest.fn(),
      history: jest.fn(async () => ({
        records: Array.from({ length: 7 }, (_, index) => transaction({ id: `33333333-3333-4333-8333-33333333333${index}` })),
        total: 7,
      })),
    },
    notifications: {
      page: jest.fn(async () => ({
        records: [{ id: '99999999-9999-4999-8999-999999999999', read: false, translationId: 'welcome', params: {}, time: '2026-11-25T10:00:00.000Z' }],
        total: 3,
        unread: 3,
      })),
    } as unknown as MarketplaceApi['notifications'],
    offers: {
      page: jest.fn(async ({ agent }: { agent: string }) =>
        agent === 'SELLER'
          ? {
              total: 1,
              records: [
                {
                  collectible: {
                    id: OPEN_OFFER.collectibleId,
                    merchantId: 'diamond-dreams',
                    name: 'Ruby',
                    rarity: 'rare' as const,
                    imageUrl: '/r.svg',
                    ownerId: ME,
                  },
                  offers: [
                    OPEN_OFFER,
                    { ...OPEN_OFFER, id: '77777777-7777-4777-8777-777777777777' },
                    { ...OPEN_OFFER, id: '88888888-8888-4888-8888-888888888888', status: 'DECLINED' as const },
                  ],
                  bestPrice: '80.00',
                },
              ],
            }
          : { total: 0, records: [] },
      ),
    } as unknown as MarketplaceApi['offers'],
    collectibles: { page: jest.fn(async () => ({ records: [], total: 12, page: 1, totalPages: 12 })) } as unknown as MarketplaceApi['collectibles'],
    market: { own: jest.fn(async () => ({ records: [], total: 0 })) } as unknown as MarketplaceApi['market'],
  };
}

describe('the dashboard', () => {
  it('shows the balance in GEM and USD, unread notifications, offers waiting, items listed, recent activity and each game’s collection', async () => {
    const api = dashboardApi();

    const user = signedInUser();
    await renderPortalSection(<DashboardSection />, { api, user: { ...user, notifications: { ...user.notifications, unread: 3 } } });

    const balance = screen.getByTestId('dashboard-balance');
    expect(within(balance).getByText('2,500.00 GEM')).toBeInTheDocument();
    expect(await within(balance).findByText('$125.00')).toBeInTheDocument();
    expect(await screen.findByTestId('dashboard-unread')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/user-portal/notifications');
    const shortcuts = within(balance).getByRole('navigation', { name: 'Balance shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'See what moved your balance' })).toHaveAttribute('href', '/user-portal/activity');
    expect(within(shortcuts).getByRole('link', { name: 'Shop new items in the store' })).toHaveAttribute('href', '/store/diamond-dreams');
    expect(within(shortcuts).getByRole('link', { name: 'Buy from other players' })).toHaveAttribute('href', '/market/diamond-dreams');
    expect(api.notifications?.page).toHaveBeenCalledWith({ page: 1, pageSize: 3, filter: 'unread' }, expect.anything());
    expect(await screen.findByTestId('dashboard-offers-waiting')).toHaveTextContent('2');
    expect(screen.getByTestId('dashboard-offers-made')).toHaveTextContent('0');
    expect(await within(screen.getByTestId('dashboard-activity')).findAllByTestId('activity-row')).toHaveLength(5);
    expect(await within(screen.getByTestId('dashboard-listings')).findByRole('link', { name: 'List something from your collection' })).toBeInTheDocument();
    const game = await screen.findByRole('link', { name: /Diamond Dreams/ });
    expect(game).toHaveAttribute('href', '/collection/diamond-dreams');
    expect(await within(game).findByText('12 items')).toBeInTheDocument();
    expect(api.collectibles?.page).toHaveBeenCalledWith(ME, { merchantId: 'diamond-dreams', page: 1, pageSize: 1 }, expect.anything());
  });

  it('says which counts failed, with a retry, instead of a false zero', async () => {
    const failure = () => Promise.reject(new ApiError('GET', 500, 'Internal'));
    const api = dashboardApi();
    const reads = api as unknown as { offers: { page: jest.Mock }; transactions: { history: jest.Mock }; collectibles: { page: jest.Mock } };
    reads.offers.page.mockImplementationOnce(failure).mockImplementationOnce(failure);
    reads.transactions.history.mockImplementationOnce(failure);
    reads.collectibles.page.mockImplementationOnce(failure);

    await renderPortalSection(<DashboardSection />, { api });

    const offers = screen.getByTestId('dashboard-offers');
    expect(await within(offers).findByText('Your offers could not be loaded.')).toBeInTheDocument();
    expect(within(offers).queryByTestId('dashboard-offers-waiting')).toBeNull();
    const activity = screen.getByTestId('dashboard-activity');
    expect(await within(activity).findByText('Your recent activity could not be loaded.')).toBeInTheDocument();
    expect(within(activity).queryByText('No transactions yet.')).toBeNull();
    const collections = screen.getByTestId('dashboard-collections');
    expect(await within(collections).findByText('Your collections could not be counted.')).toBeInTheDocument();
    expect(within(collections).queryByText(/items?$/)).toBeNull();

    await userEvent.click(within(collections).getByRole('button', { name: 'Try again' }));
    expect(await within(collections).findByText('12 items')).toBeInTheDocument();
    await userEvent.click(within(offers).getByRole('button', { name: 'Try again' }));
    expect(await within(offers).findByTestId('dashboard-offers-waiting')).toHaveTextContent('2');
  });

  it('hides the balance behind •••• when the person chose to hide it', async () => {
    await renderPortalSection(<DashboardSection />, { api: dashboardApi(), user: signedInUser({ showBalance: false }) });

    const balance = screen.getByTestId('dashboard-balance');
    expect(within(balance).getByText('••••')).toBeInTheDocument();
    expect(within(balance).getByText('Balance hidden')).toBeInTheDocument();
    expect(within(balance).queryByText(/GEM/)).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Your purchase of Rough Quartz for {{price}} GEM is complete.', 'Your purchase of Rough Quartz for 2.50 GEM is complete.'],
    ['ja', 'Rough Quartzを{{price}} GEMで購入しました。', 'Rough Quartzを2.50 GEMで購入しました。'],
  ])('writes the amounts inside notifications (%s) as every page writes GEM', async (locale, message, shown) => {
    i18next.addResourceBundle(locale, 'notifications', { 'purchase.complete': message }, true, true);
    const api = dashboardApi();
    api.notifications = {
      page: jest.fn(async () => ({
        records: [
          {
            id: '99999999-9999-4999-8999-999999999999',
            read: false,
            translationId: 'purchase.complete',
            params: { collectible: 'Rough Quartz', price: '2.5' },
            time: '2026-11-25T10:00:00.000Z',
          },
        ],
        total: 1,
        unread: 1,
      })),
    } as unknown as MarketplaceApi['notifications'];

    await renderPortalSection(<DashboardSection />, { api, locale });

    expect(await screen.findByText(shown)).toBeInTheDocument();
  });
});

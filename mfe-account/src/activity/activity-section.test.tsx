import { act, screen, within } from '@testing-library/react';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { ANA, renderPortalSection, resetPortalScene, signedInUser, transaction } from '../portal-kit/testing/portal-scene';
import { ActivitySection, PENDING_REFRESH_MS } from './activity-section';

afterEach(resetPortalScene);

const PENDING_ID = '55555555-5555-4555-8555-555555555555';

/** The activity page reads `history` (a failure is its error, with a retry); the quiet `list` is the dashboard's. */
const readingHistory = (history: () => Promise<unknown>) => ({ list: jest.fn(), history }) as unknown as MarketplaceApi['transactions'];

describe('the activity section', () => {
  it('lists the pending purchase first, then the completed sale, each with its item, amount, counterpart and status', async () => {
    const history = jest.fn(async () => ({
      records: [
        transaction({ id: PENDING_ID, status: 'PENDING' }),
        transaction({
          kind: 'PURCHASE',
          fromGEMId: ANA,
          toGEMId: signedInUser().id,
          collectible: { name: 'Sapphire', rarity: 'epic', imageUrl: '/s.svg', merchantId: 'diamond-dreams' },
        }),
      ],
      total: 1,
    }));

    await renderPortalSection(<ActivitySection />, { api: { transactions: readingHistory(history) } });

    const rows = await screen.findAllByTestId('activity-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Purchase')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Ruby of Dawn' })).toHaveAttribute('href', '/collectible/44444444-4444-4444-8444-444444444444');
    expect(within(rows[0]!).getByText('110.00 GEM')).toBeInTheDocument();
    expect(await within(rows[0]!).findByText('$5.50')).toBeInTheDocument();
    expect(await within(rows[0]!).findByText('Diamond Dreams (game)')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Complete')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Sale')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Received')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('100.00 GEM')).toBeInTheDocument();
    expect(await within(rows[1]!).findByRole('link', { name: 'Ana' })).toHaveAttribute('href', `/user/${ANA}`);
    expect(within(rows[0]!).getByText('5 minutes ago')).toBeInTheDocument();
    expect(history).toHaveBeenCalledWith({ page: 1, pageSize: 10 }, expect.anything());
  });

  it('reads the page from the address and pages through the completed ones', async () => {
    const history = jest.fn(async () => ({ records: [transaction()], total: 25 }));

    await renderPortalSection(<ActivitySection />, { api: { transactions: readingHistory(history) }, path: '/user-portal/activity?page=2' });

    await screen.findAllByTestId('activity-row');
    expect(history).toHaveBeenCalledWith({ page: 2, pageSize: 10 }, expect.anything());
    expect(screen.getByRole('link', { name: /3/ })).toHaveAttribute('href', '/user-portal/activity?page=3');
  });

  it('says there is nothing yet and leads to the store', async () => {
    await renderPortalSection(<ActivitySection />, { api: { transactions: readingHistory(async () => ({ records: [], total: 0 })) } });

    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the store' })).toHaveAttribute('href', '/store/diamond-dreams');
  });

  it('says what failed and reads again on retry', async () => {
    const history = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ records: [transaction()], total: 1 });

    await renderPortalSection(<ActivitySection />, { api: { transactions: readingHistory(history) } });

    expect(await screen.findByRole('alert')).toHaveTextContent('Your activity could not be loaded.');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findAllByTestId('activity-row')).toHaveLength(1);
  });

  it('shows times and amounts in Japanese', async () => {
    await renderPortalSection(<ActivitySection />, {
      api: { transactions: readingHistory(async () => ({ records: [transaction()], total: 1 })) },
      locale: 'ja',
    });

    expect(await screen.findByText('5 分前')).toBeInTheDocument();
    // In the row; the activity filter offers the same word.
    expect(within(screen.getByTestId('activity-row')).getByText('購入')).toBeInTheDocument();
  });
});

describe('a pending transaction on screen', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('is read again until it completes, then no more', async () => {
    const pending = transaction({ status: 'PENDING' });
    const history = jest
      .fn()
      .mockResolvedValueOnce({ records: [pending], total: 0 })
      .mockResolvedValue({ records: [{ ...pending, status: 'COMPLETE' }], total: 1 });
    await renderPortalSection(<ActivitySection />, { api: { transactions: readingHistory(history) } });
    expect(await screen.findByText('Pending')).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(PENDING_REFRESH_MS));

    expect(await screen.findByText('Complete')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(PENDING_REFRESH_MS * 3));
    expect(history).toHaveBeenCalledTimes(2);
  });
});

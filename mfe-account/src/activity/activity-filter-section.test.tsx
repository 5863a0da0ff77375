import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { renderPortalSection, resetPortalScene, transaction } from '../portal-kit/testing/portal-scene';
import { ActivitySection } from './activity-section';

afterEach(resetPortalScene);

const readingHistory = (history: (request: { kind?: string }) => Promise<unknown>) =>
  ({ list: jest.fn(), history }) as unknown as MarketplaceApi['transactions'];

describe('the activity filters', () => {
  it('reads the filters from the address and asks the API for them, the days as the person’s own', async () => {
    const history = jest.fn(async () => ({ records: [transaction()], total: 12 }));

    await renderPortalSection(<ActivitySection />, {
      api: { transactions: readingHistory(history) },
      path: '/user-portal/activity?kind=sale&merchant=diamond-dreams&from=2026-03-01&to=2026-03-31&page=2',
    });

    await screen.findAllByTestId('activity-row');
    expect(history).toHaveBeenCalledWith(
      {
        page: 2,
        pageSize: 10,
        kind: 'sale',
        merchantId: 'diamond-dreams',
        from: new Date(2026, 2, 1).toISOString(),
        to: new Date(2026, 2, 31, 23, 59, 59, 999).toISOString(),
      },
      expect.anything(),
    );
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('sale');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    // The pages keep the filters.
    expect(screen.getByRole('link', { name: /1/ })).toHaveAttribute(
      'href',
      '/user-portal/activity?kind=sale&merchant=diamond-dreams&from=2026-03-01&to=2026-03-31',
    );
  });

  it('applies a changed filter at once, back on the first page', async () => {
    const user = userEvent.setup();
    const history = jest.fn(async () => ({ records: [transaction()], total: 30 }));
    await renderPortalSection(<ActivitySection />, { api: { transactions: readingHistory(history) }, path: '/user-portal/activity?page=3' });
    await screen.findAllByTestId('activity-row');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Purchase');
    await waitFor(() => expect(history).toHaveBeenLastCalledWith({ page: 1, pageSize: 10, kind: 'purchase' }, expect.anything()));
    expect(await screen.findByRole('option', { name: 'Diamond Dreams' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'Diamond Dreams');

    await waitFor(() => expect(history).toHaveBeenLastCalledWith({ page: 1, pageSize: 10, kind: 'purchase', merchantId: 'diamond-dreams' }, expect.anything()));
    expect(screen.getByRole('button', { name: 'Clear 2 filters' })).toBeInTheDocument();
  });

  it('says no activity matches and clears the filters on request', async () => {
    const user = userEvent.setup();
    const history = jest.fn(async (request: { kind?: string }) => (request.kind ? { records: [], total: 0 } : { records: [transaction()], total: 1 }));
    await renderPortalSection(<ActivitySection />, {
      api: { transactions: readingHistory(history) },
      path: '/user-portal/activity?kind=reward',
    });

    expect(await screen.findByText('No activity matches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(await screen.findAllByTestId('activity-row')).toHaveLength(1);
    expect(history).toHaveBeenLastCalledWith({ page: 1, pageSize: 10 }, expect.anything());
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');
  });
});

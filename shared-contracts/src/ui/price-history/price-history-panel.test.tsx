/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MarketplaceApiContext } from '@marketplace/contracts/browser';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import type { PriceHistory, PriceHistoryRange } from '@marketplace/contracts/wire';
import { renderTranslated } from '../../../../tooling/testing/render-translated';
import { PriceHistoryPanel } from './price-history-panel';

// The canvas chart is uPlot's to draw (jsdom has no canvas): the panel's part is to load it with its label.
jest.mock('./price-chart', () => ({ __esModule: true, default: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

// The first render of a file loads every namespace's messages and the kit: seconds on a busy 2-core machine.
jest.setTimeout(15_000);

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 20, 12);

/** A history of `count` sales, one a day back from NOW, priced 10.00, 10.50, 11.00… newest first. */
function historyOf(range: PriceHistoryRange, count: number): PriceHistory {
  const sales = Array.from({ length: count }, (_, index) => ({ price: (10 + index / 2).toFixed(2), time: new Date(NOW - index * DAY).toISOString() }));
  return {
    merchantId: 'diamond-dreams',
    setId: 'dd-citrine-chip',
    range,
    days: sales.map((sale) => ({ day: sale.time.slice(0, 10), median: sale.price, sales: 1 })).reverse(),
    sales,
    total: count,
  };
}

function renderPanel(priceHistory: jest.Mock) {
  const api = { marketStats: { priceHistory }, rates: { productUsd: async () => ({ price: 0.05 }) } } as unknown as MarketplaceApi;
  return renderTranslated(
    <MarketplaceApiContext.Provider value={api}>
      <PriceHistoryPanel merchantId="diamond-dreams" setId="dd-citrine-chip" />
    </MarketplaceApiContext.Provider>,
  );
}

describe('PriceHistoryPanel', () => {
  it('shows 30 days first: the chart with its label and the latest sales as a table, newest first, in GEM and USD', async () => {
    const priceHistory = jest.fn(async (_merchant: string, _set: string, range: PriceHistoryRange) => historyOf(range, 14));
    await renderPanel(priceHistory);

    expect(screen.getByRole('heading', { name: 'Price history' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the price history…');
    const table = await screen.findByRole('table', { name: 'Latest sales: 10 of 14' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('10.00 GEM');
    expect(rows[1]).toHaveTextContent('10.50 GEM');
    await waitFor(() => expect(rows[0]).toHaveTextContent('$0.50'));
    expect(priceHistory).toHaveBeenCalledWith('diamond-dreams', 'dd-citrine-chip', '30d', expect.anything());
  });

  it('draws the chart with a label that says what it shows and where the text alternative is', async () => {
    await renderPanel(jest.fn(async (_merchant: string, _set: string, range: PriceHistoryRange) => historyOf(range, 14)));

    expect(await screen.findByRole('img', { name: /^Sale prices, 30 days: the median of each day/ })).toBeInTheDocument();
    expect(screen.getByText('30 days: 14 sales')).toBeInTheDocument();
  });

  it('switches the period with a labelled radio group, keeping the chart until the new period arrives', async () => {
    const priceHistory = jest.fn(async (_merchant: string, _set: string, range: PriceHistoryRange) => historyOf(range, range === '30d' ? 3 : 40));
    await renderPanel(priceHistory);
    await screen.findByRole('table');
    const periods = screen.getByRole('group', { name: 'Period' });

    expect(within(periods).getByRole('radio', { name: '30 days' })).toBeChecked();
    await userEvent.click(within(periods).getByRole('radio', { name: '90 days' }));

    expect(within(periods).getByRole('radio', { name: '90 days' })).toBeChecked();
    expect(await screen.findByText('90 days: 40 sales')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Latest sales: 10 of 40' })).toBeInTheDocument();
    expect(priceHistory).toHaveBeenLastCalledWith('diamond-dreams', 'dd-citrine-chip', '90d', expect.anything());
  });

  it('says when the period had no sales, and when the item never sold', async () => {
    const priceHistory = jest.fn(async (_merchant: string, _set: string, range: PriceHistoryRange) => historyOf(range, 0));
    await renderPanel(priceHistory);

    expect(await screen.findByText('No sales yet')).toBeInTheDocument();
    expect(screen.getByText('This item did not sell in this period (30 days). Choose a longer period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'All time' }));
    expect(await screen.findByText('Nobody has bought this item yet. Its first sale will show here.')).toBeInTheDocument();
  });

  it('says the history could not be loaded, and tries again on request', async () => {
    const priceHistory = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(historyOf('30d', 2));
    await renderPanel(priceHistory);

    expect(await screen.findByRole('alert')).toHaveTextContent('The price history could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Latest sales: 2 of 2' })).toBeInTheDocument();
  });
});

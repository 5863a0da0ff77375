import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { PendingAccountClosings } from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { MarketplaceApiContext } from '@marketplace/contracts/browser';
import { createTestQueryClient } from '@marketplace/contracts/testing';
import en from '../../messages/en.json';
import { PendingClosings } from './pending-closings';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

function renderList(pendingForAdmin: () => Promise<PendingAccountClosings>) {
  const api = { accountClosing: { pendingForAdmin: jest.fn(pendingForAdmin) } };
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MarketplaceApiContext.Provider value={api as unknown as MarketplaceApi}>
        <PendingClosings />
      </MarketplaceApiContext.Provider>
    </QueryClientProvider>,
  );
}

describe("the ADMIN's accounts set to close", () => {
  it('lists each account by its public name, or its id without one, with when it was asked and when it closes', async () => {
    renderList(async () => ({
      records: [
        { userId: 'u-1', username: 'farewell', requestedAt: '2026-12-01T09:00:00.000Z', closesAt: '2026-12-15T09:00:00.000Z' },
        { userId: '7d1f0c2e-0000-4000-8000-000000000001', username: null, requestedAt: '2026-12-02T09:00:00.000Z', closesAt: '2026-12-16T09:00:00.000Z' },
      ],
      total: 2,
    }));
    const table = await screen.findByRole('table', { name: '2 accounts set to close' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['farewell', '7d1f0c2e-0000-4000-8000-000000000001']);
    expect(rows[0]).toHaveTextContent(/Dec 1, 2026.*Dec 15, 2026/);
  });

  it('says when no account is set to close', async () => {
    renderList(async () => ({ records: [], total: 0 }));
    expect(await screen.findByText('No account is set to close.')).toBeInTheDocument();
  });

  it('says when the list cannot be read', async () => {
    renderList(async () => Promise.reject(new Error('403')));
    expect(await screen.findByText('The accounts set to close could not be read.')).toBeInTheDocument();
  });
});

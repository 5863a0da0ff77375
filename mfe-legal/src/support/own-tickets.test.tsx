import { screen } from '@testing-library/react';
import type { SupportTicket } from '@marketplace/contracts/wire';
import { renderLegalPage } from '../testing/render-legal-page';
import { OwnTickets } from './own-tickets';

const ticket = (reference: string, status: SupportTicket['status']): SupportTicket => ({
  id: `${reference.slice(3).toLowerCase()}-0000-4000-8000-000000000001`,
  reference,
  topic: 'payments',
  message: 'The fee on my sale looks higher than the fees page says.',
  attachmentName: null,
  status,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
});

describe("the person's own tickets", () => {
  it('lists each with its number, topic and status, marking the one the mail linked to', async () => {
    const tickets = [ticket('SR-AAAA0001', 'ANSWERED'), ticket('SR-BBBB0002', 'OPEN')];
    await renderLegalPage(<OwnTickets />, { path: '/support?ticket=SR-BBBB0002', api: { support: { list: async () => tickets } } });

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('SR-AAAA0001'), expect.stringContaining('SR-BBBB0002')]);
    expect(items[0]).toHaveTextContent('Answered');
    expect(items[0]).toHaveTextContent('Payments and fees');
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(items[0]).not.toHaveAttribute('aria-current');
  });

  it('says what to do when there are none', async () => {
    await renderLegalPage(<OwnTickets />, { api: { support: { list: async () => [] } } });

    expect(await screen.findByText('No requests yet')).toBeInTheDocument();
  });
});

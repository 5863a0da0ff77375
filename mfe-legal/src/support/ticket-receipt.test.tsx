import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { ApiError, type SupportTicketReceipt } from '@marketplace/contracts/wire';
import { renderLegalPage } from '../testing/render-legal-page';
import { TicketReceipt } from './ticket-receipt';
import { useReceiptFromAddress } from './use-receipt-from-address';

const RECEIPT = '3f2a9c1e-0000-4000-8000-0000000000aa';
const TICKET: SupportTicketReceipt = {
  reference: 'SR-3F2A9C1E',
  topic: 'wallet',
  status: 'ANSWERED',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T11:00:00.000Z',
};

describe("a visitor's ticket receipt (the acknowledgement mail's link)", () => {
  it('shows the ticket the mail names, marked, with its number, topic and status', async () => {
    const receipt = jest.fn(async () => TICKET);
    await renderLegalPage(<TicketReceipt receipt={RECEIPT} />, { api: { support: { receipt } } });

    const region = await screen.findByRole('region', { name: 'The request from your e-mail' });
    const card = await within(region).findByRole('listitem');
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(card).toHaveTextContent('SR-3F2A9C1E');
    expect(card).toHaveTextContent('Answered');
    expect(card).toHaveTextContent('Wallet');
    // The receipt is kept nowhere, so the card promises the status only where it is true: from the mail's link.
    expect(card).toHaveTextContent('This page shows its status whenever you open the link in the confirmation e-mail.');
    expect(receipt).toHaveBeenCalledWith(RECEIPT, expect.anything());
  });

  it('in Japanese', async () => {
    await renderLegalPage(<TicketReceipt receipt={RECEIPT} />, { locale: 'ja', api: { support: { receipt: async () => TICKET } } });

    const region = await screen.findByRole('region', { name: 'メールでお知らせしたお問い合わせ' });
    const card = await within(region).findByRole('listitem');
    expect(card).toHaveTextContent('SR-3F2A9C1E');
    expect(card).toHaveTextContent('対応状況は、受付確認メールのリンクを開けばいつでもこのページで確認できます。');
  });

  it('says the link shows no request when the API knows no such receipt, with what to do', async () => {
    await renderLegalPage(<TicketReceipt receipt={RECEIPT} />, {
      api: { support: { receipt: async () => Promise.reject(new ApiError('POST /api/support/tickets/receipt', 404, 'Receipt not found')) } },
    });

    expect(await screen.findByText('This link shows no request')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says what failed when the read fails, and reads again on retry', async () => {
    const receipt = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('POST /api/support/tickets/receipt', 500, 'Internal'))
      .mockResolvedValueOnce(TICKET);
    await renderLegalPage(<TicketReceipt receipt={RECEIPT} />, { api: { support: { receipt } } });

    expect(await screen.findByText('Your request could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('SR-3F2A9C1E')).toBeInTheDocument();
    expect(receipt).toHaveBeenCalledTimes(2);
  });
});

/** What the hook answers, and the address once it has run. */
function Probe() {
  const receipt = useReceiptFromAddress();
  const { search } = useLocation();
  return (
    <p>
      receipt={receipt ?? 'none'} address={search}
    </p>
  );
}

describe('useReceiptFromAddress', () => {
  it('reads the receipt once and takes it out of the address, keeping the ticket number', async () => {
    await renderLegalPage(<Probe />, { path: `/support?ticket=SR-3F2A9C1E&receipt=${RECEIPT}` });

    expect(await screen.findByText(`receipt=${RECEIPT} address=?ticket=SR-3F2A9C1E`)).toBeInTheDocument();
  });

  it('is none without one', async () => {
    await renderLegalPage(<Probe />, { path: '/support?ticket=SR-3F2A9C1E' });

    expect(screen.getByText('receipt=none address=?ticket=SR-3F2A9C1E')).toBeInTheDocument();
  });
});

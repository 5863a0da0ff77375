import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { marketplaceBus } from '@marketplace/contracts/browser';
import { ApiError } from '@marketplace/contracts/wire';
import { renderLegalPage, signIn, signOut } from '../testing/render-legal-page';
import { ExportCenter } from './export-center';

/** A streamed answer whose chunks the test releases one at a time. */
function heldResponse(type: string) {
  const encoder = new TextEncoder();
  const waiting: Array<(read: ReadableStreamReadResult<Uint8Array>) => void> = [];
  const reader = { read: () => new Promise<ReadableStreamReadResult<Uint8Array>>((resolve) => waiting.push(resolve)) };
  const response = { body: { getReader: () => reader }, headers: new Headers({ 'Content-Type': type }) } as unknown as Response;
  const next = async (read: ReadableStreamReadResult<Uint8Array>) => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    await act(async () => waiting.shift()!(read));
  };
  return {
    response,
    send: (text: string) => next({ done: false, value: encoder.encode(text) }),
    end: () => next({ done: true, value: undefined }),
  };
}

describe('the export page', () => {
  let clicked: string[];
  const createObjectURL = jest.fn(() => 'blob:export-1');

  beforeEach(() => {
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    signIn();
  });

  afterEach(() => {
    jest.restoreAllMocks();
    signOut();
  });

  it('tells a visitor to sign in, with a link that comes back to the export page', async () => {
    signOut();
    await renderLegalPage(<ExportCenter />, { path: '/export' });

    expect(screen.getByRole('heading', { name: 'Sign in to export your data' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to continue' })).toHaveAttribute('href', '/loading?auth=true&redirect=%2Fexport');
    expect(screen.queryByRole('button', { name: 'Download JSON' })).not.toBeInTheDocument();
  });

  it('lists what each file holds', async () => {
    await renderLegalPage(<ExportCenter />, { path: '/export' });

    expect(screen.getByText('Transactions, settled and pending')).toBeInTheDocument();
    expect(screen.getByText('Offers you made and received')).toBeInTheDocument();
    expect(screen.getByText(/One row per transaction/)).toBeInTheDocument();
  });

  it('streams the JSON showing the bytes received, then saves it under a dated name and says so', async () => {
    const held = heldResponse('application/json');
    const document = jest.fn(async () => held.response);
    const toast = jest.spyOn(marketplaceBus, 'emit');
    await renderLegalPage(<ExportCenter />, { path: '/export', api: { personalExport: { document } } });

    await userEvent.click(screen.getByRole('button', { name: 'Download JSON' }));
    await held.send('x'.repeat(2048));

    expect(await screen.findByText('Receiving… 2 kB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download JSON' })).toBeDisabled();
    expect(clicked).toEqual([]);

    await held.end();

    const fileName = expect.stringMatching(/^marketplace-export-\d{4}-\d{2}-\d{2}\.json$/);
    await waitFor(() => expect(clicked).toEqual([fileName]));
    expect(createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ size: 2048 }));
    expect(screen.getByText(/^Saved marketplace-export-.*\.json \(2 kB\)$/)).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('toast', { tone: 'success', message: expect.stringMatching(/^marketplace-export-.* downloaded$/) });
  });

  it('says the hourly limit was reached on a 429, and offers a retry after any other failure', async () => {
    const transactionsCsv = jest
      .fn<Promise<Response>, []>()
      .mockRejectedValueOnce(new ApiError('GET /api/users/self/export/transactions.csv', 429, 'Too many'))
      .mockRejectedValueOnce(new ApiError('GET /api/users/self/export/transactions.csv', 500, 'Down'))
      .mockResolvedValueOnce({
        body: null,
        headers: new Headers({ 'Content-Type': 'text/csv' }),
        arrayBuffer: async () => new ArrayBuffer(3),
      } as unknown as Response);
    await renderLegalPage(<ExportCenter />, { path: '/export', api: { personalExport: { transactionsCsv } } });

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have exported many times in the last hour.');

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be prepared.');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(clicked).toEqual([expect.stringMatching(/^marketplace-transactions-\d{4}-\d{2}-\d{2}\.csv$/)]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

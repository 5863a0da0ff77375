import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { marketplaceBus } from '@marketplace/contracts/browser';
import { envelope, type SentCall } from '@marketplace/contracts/testing';
import type { DepositRecord } from '@marketplace/contracts/wire';
import { main, OWN_ADDRESS, renderMoneyPage, signOutAfterTest } from '../testing/render-money-page';
import ReceivePage from './receive-page';

afterEach(signOutAfterTest);

const DEPOSIT: DepositRecord = {
  id: '6a3c1a8e-90a4-4f0b-8d7e-1c2b3d4e5f60',
  amount: '25.0',
  status: 'PENDING',
  createdAt: '2026-12-01T10:00:00.000Z',
  completedAt: null,
};

/** The API's deposits with the stand-in on: none yet; a POST records one pending, the next read finds it confirmed. */
function standInRoute({ standIn = true } = {}) {
  let records: DepositRecord[] = [];
  let reads = 0;
  return (call: SentCall) => {
    if (call.url !== main('/api/users/self/wallet/deposits')) return undefined;
    if (call.method === 'POST') {
      records = [{ ...DEPOSIT, amount: (call.body as { amount: string }).amount }];
      return envelope(records[0]);
    }
    // The confirmation comes on the read after the deposit was seen pending.
    if (records.length > 0 && ++reads > 1) records = records.map((record) => ({ ...record, status: 'COMPLETE', completedAt: '2026-12-01T10:00:03.000Z' }));
    return envelope(
      standIn ? { standIn, dailyCap: '500.0', remainingToday: '500.0', records } : { standIn, dailyCap: null, remainingToday: null, records: [] },
    );
  };
}

describe('the receive page', () => {
  it('shows the address to copy and scan, the network and token it expects, and how to add GEM', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = await renderMoneyPage(<ReceivePage />, standInRoute({ standIn: false }), { path: '/user-portal/wallet' });

    expect(screen.getByRole('heading', { level: 1, name: 'Your wallet' })).toBeInTheDocument();
    expect(container.querySelector('[data-remote="wallet"]')).not.toBeNull();
    expect(screen.getByTestId('receive-address')).toHaveTextContent(OWN_ADDRESS);
    expect(screen.getByRole('img', { name: 'QR code of your wallet address' }).tagName.toLowerCase()).toBe('svg');
    expect(screen.getByText('BNB Smart Chain (BEP-20)')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'How to add GEM' })).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-stand-in')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(OWN_ADDRESS);
    expect(await screen.findByText('Address copied.')).toBeInTheDocument();
  });

  it('adds GEM through the labelled stand-in: pending, then confirmed, the balance read again and the way back offered', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const balanceReads: string[] = [];
    const stop = marketplaceBus.on('wallet:balance-changed', ({ reason }) => balanceReads.push(reason));
    try {
      const { calls } = await renderMoneyPage(<ReceivePage />, standInRoute(), { path: '/user-portal/wallet?return=%2Fstore%2Fdiamond-dreams%2Fabc' });
      const standIn = await screen.findByTestId('deposit-stand-in');
      expect(standIn).toHaveTextContent('Deposit stand-in (local only)');
      // Before any GEM arrives the way back is there already (a person may change their mind).
      expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/store/diamond-dreams/abc');

      await user.type(screen.getByLabelText('Amount to add (GEM)'), '12.345');
      await user.click(screen.getByRole('button', { name: 'Add GEM' }));
      expect(screen.getByLabelText('Amount to add (GEM)')).toHaveAccessibleDescription(/two decimals at most/);

      await user.clear(screen.getByLabelText('Amount to add (GEM)'));
      await user.type(screen.getByLabelText('Amount to add (GEM)'), '25');
      await user.click(screen.getByRole('button', { name: 'Add GEM' }));
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ amount: '25' });
      expect(await screen.findByText('Pending')).toBeInTheDocument();

      await act(() => jest.advanceTimersByTimeAsync(2500));

      expect(await screen.findByText('Confirmed')).toBeInTheDocument();
      expect(screen.getByText('25.00 GEM arrived in your wallet.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/store/diamond-dreams/abc');
      expect(balanceReads).toEqual(['deposit-confirmed']);
    } finally {
      stop();
      jest.useRealTimers();
    }
  });

  it('offers no way back to another site', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    try {
      await renderMoneyPage(<ReceivePage />, standInRoute(), { path: '/user-portal/wallet?return=https%3A%2F%2Fevil.example%2Fstore' });
      await user.type(await screen.findByLabelText('Amount to add (GEM)'), '5');
      await user.click(screen.getByRole('button', { name: 'Add GEM' }));
      await screen.findByText('Pending');
      await act(() => jest.advanceTimersByTimeAsync(2500));

      expect(await screen.findByText('5.00 GEM arrived in your wallet.')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^Back to/ })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('speaks the page language', async () => {
    await renderMoneyPage(<ReceivePage />, standInRoute(), { path: '/ja/user-portal/wallet', locale: 'ja' });

    expect(screen.getByRole('heading', { level: 1, name: 'ウォレット' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'GEMを追加' })).toBeInTheDocument();
  });

  it('offers a wallet to a person who has none', async () => {
    await renderMoneyPage(<ReceivePage />, standInRoute(), { user: { walletAddress: null } });

    expect(screen.getByText('You have no wallet yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create wallet' })).toBeInTheDocument();
  });
});

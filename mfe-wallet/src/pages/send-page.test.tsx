import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Wallet } from 'ethers';
import { marketplaceBus } from '@marketplace/contracts/browser';
import { envelope, failure, type SentCall } from '@marketplace/contracts/testing';
import { buildTransferMessage, WALLET_MOVE_REFUSALS, WalletSignError } from '@marketplace/contracts/wire';
import { verifyMessage } from 'ethers';
import { balanceRoute, main, OWN_ADDRESS, renderMoneyPage, signOutAfterTest } from '../testing/render-money-page';
import SendPage from './send-page';

const RECIPIENT = '0xFFcf8FDEE72ac11b5c542428B35EEF5769C409f0';
// A fixed key: creating a random one needs Node's Buffer, which the jsdom realm does not take for bytes.
const signer = new Wallet(`0x${'4c'.repeat(32)}`);
const TRANSFER = {
  id: '0c7c7d9e-1f7b-4a55-9d64-7f3f1b9d3c11',
  key: '',
  to: RECIPIENT,
  amount: '2.5',
  fee: '0.1',
  total: '2.6',
  createdAt: '2026-12-01T10:00:00.000Z',
  completedAt: null,
};

let stopSigning: (() => void) | null = null;
afterEach(() => {
  stopSigning?.();
  stopSigning = null;
  signOutAfterTest();
});

/** The wallet remote's host, as the shell renders it: answers `wallet:sign` with the test's key (or refuses). */
function walletSigns(refusal?: WalletSignError) {
  const asked: string[] = [];
  stopSigning = marketplaceBus.handle('wallet:sign', async ({ message, purpose }) => {
    expect(purpose).toBe('transfer');
    asked.push(message);
    if (refusal) throw refusal;
    return { signature: await signer.signMessage(message), address: signer.address };
  });
  return asked;
}

interface Answers {
  send?: (call: SentCall) => Response;
  status?: 'PENDING' | 'COMPLETE';
}

function routeOf({ send, status = 'COMPLETE' }: Answers = {}) {
  const balance = balanceRoute(12n * 10n ** 18n);
  return (call: SentCall) => {
    if (call.url === main('/api/wallet/transfer-terms')) return envelope({ networkFee: '0.1' });
    if (call.method === 'POST' && call.url === main('/api/users/self/wallet/transfers'))
      return send?.(call) ?? envelope({ ...TRANSFER, key: call.headers['Idempotency-Key'], status: 'PENDING' });
    if (call.url === main(`/api/users/self/wallet/transfers/${TRANSFER.id}`))
      return envelope({ ...TRANSFER, key: TRANSFER.id, status, completedAt: status === 'COMPLETE' ? TRANSFER.createdAt : null });
    return balance(call);
  };
}

async function fillAndReview(user: ReturnType<typeof userEvent.setup>, amount = '2.5') {
  await user.type(await screen.findByLabelText('Recipient address'), RECIPIENT);
  await user.type(screen.getByLabelText('Amount (GEM)'), amount);
  await user.click(screen.getByRole('button', { name: 'Review' }));
}

describe('the send page', () => {
  it('checks the address as the person types: shape, checksum, and not their own', async () => {
    const user = userEvent.setup();
    await renderMoneyPage(<SendPage />, routeOf());
    const to = await screen.findByLabelText('Recipient address');

    await user.type(to, '0x1234');
    await user.tab();
    expect(to).toHaveAccessibleDescription(/This is not an address/);

    await user.clear(to);
    await user.type(to, RECIPIENT.replace('FFcf', 'ffCF'));
    expect(to).toHaveAccessibleDescription(/contains a typo/);

    await user.clear(to);
    await user.type(to, OWN_ADDRESS.toLowerCase());
    expect(to).toHaveAccessibleDescription(/your own address/);
    expect(to).toHaveAttribute('aria-invalid', 'true');
  });

  it('fills Max with the balance less the network fee, and shows fee and total before anything is confirmed', async () => {
    const user = userEvent.setup();
    await renderMoneyPage(<SendPage />, routeOf());

    await user.click(await screen.findByRole('button', { name: 'Send the most you can: 11.90 GEM' }));

    expect(screen.getByLabelText('Amount (GEM)')).toHaveValue('11.9');
    const summary = screen.getByTestId('send-summary');
    expect(within(summary).getByText('Recipient receives').nextSibling).toHaveTextContent('11.90 GEM');
    expect(within(summary).getByText('Network fee').nextSibling).toHaveTextContent('0.10 GEM');
    expect(within(summary).getByText('Total from your balance').nextSibling).toHaveTextContent('12.00 GEM');

    await user.clear(screen.getByLabelText('Amount (GEM)'));
    await user.type(screen.getByLabelText('Amount (GEM)'), '11.91');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByLabelText('Amount (GEM)')).toHaveAccessibleDescription(/at most 11.90 GEM once the network fee is paid/);
    expect(screen.queryByRole('heading', { name: 'Check and confirm' })).not.toBeInTheDocument();
  });

  it('signs the transfer in the wallet and sends it with its key as Idempotency-Key, then shows it pending and complete', async () => {
    const user = userEvent.setup();
    const asked = walletSigns();
    const { calls } = await renderMoneyPage(<SendPage />, routeOf());
    await fillAndReview(user);

    // The reviewed form is gone: the focus lands on the new step, not on the page's body.
    expect(screen.getByRole('heading', { name: 'Check and confirm' })).toHaveFocus();
    expect(screen.getByTestId('send-recipient')).toHaveTextContent(RECIPIENT);
    await user.click(screen.getByRole('button', { name: 'Sign and send' }));

    const progress = await screen.findByTestId('transfer-progress');
    expect(within(progress).getByRole('status')).toHaveFocus();
    const sent = calls.find((call) => call.method === 'POST')!;
    const key = sent.headers['Idempotency-Key']!;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(asked).toEqual([buildTransferMessage({ transferKey: key, senderAddress: OWN_ADDRESS, recipientAddress: RECIPIENT, amount: '2.5', fee: '0.1' })]);
    expect(sent.body).toEqual({ to: RECIPIENT, amount: '2.5', fee: '0.1', signature: expect.any(String) });
    expect(verifyMessage(asked[0]!, (sent.body as { signature: string }).signature)).toBe(signer.address);
    // The progress reads the send again as it mounts (its first answer is stale at once); on a loaded CI
    // machine that read can take longer than waitFor's 1 s default, which is a bound, not a pause.
    await waitFor(() => expect(progress).toHaveAttribute('data-status', 'COMPLETE'), { timeout: 5_000 });
    expect(progress).toHaveTextContent(`2.50 GEM reached ${RECIPIENT}.`);
  });

  it('asks for the two-factor code when 2FA is on, and sends it', async () => {
    const user = userEvent.setup();
    walletSigns();
    const { calls } = await renderMoneyPage(<SendPage />, routeOf(), { user: { twoFactorAuth: true } });
    await fillAndReview(user);

    await user.click(screen.getByRole('button', { name: 'Sign and send' }));
    expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(/Enter the 6 digits/);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign and send' }));

    await screen.findByTestId('transfer-progress');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ code: '123456' });
  });

  it('says a refusal in words, and a retry keeps the same key so nothing is debited twice', async () => {
    const user = userEvent.setup();
    walletSigns();
    let answers = 0;
    const { calls } = await renderMoneyPage(
      <SendPage />,
      routeOf({
        send: (call) =>
          ++answers === 1
            ? failure(409, WALLET_MOVE_REFUSALS.insufficientBalance)
            : envelope({ ...TRANSFER, key: call.headers['Idempotency-Key'], status: 'PENDING' }),
      }),
    );
    await fillAndReview(user);

    await user.click(screen.getByRole('button', { name: 'Sign and send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your balance does not cover the amount and the network fee. Nothing was sent.');

    await user.click(screen.getByRole('button', { name: 'Sign and send' }));
    await screen.findByTestId('transfer-progress');
    const keys = calls.filter((call) => call.method === 'POST').map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('sends nothing when the person declines to sign', async () => {
    const user = userEvent.setup();
    walletSigns(new WalletSignError('declined'));
    const { calls } = await renderMoneyPage(<SendPage />, routeOf());
    await fillAndReview(user);

    await user.click(screen.getByRole('button', { name: 'Sign and send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You declined to sign: nothing was sent.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers to add GEM when the balance does not cover the fee, and a wallet when there is none', async () => {
    const empty = await renderMoneyPage(<SendPage />, (call) =>
      call.url === main('/api/wallet/transfer-terms') ? envelope({ networkFee: '0.1' }) : balanceRoute(0n)(call),
    );
    expect(await screen.findByText('Nothing to send yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add GEM' })).toHaveAttribute('href', '/user-portal/wallet');
    empty.unmount();

    await renderMoneyPage(<SendPage />, routeOf(), { user: { walletAddress: null } });
    expect(screen.getByRole('button', { name: 'Create wallet' })).toBeInTheDocument();
  });
});

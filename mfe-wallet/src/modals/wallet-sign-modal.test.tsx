import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGNED_IN, fakeWalletSession, type FakeWalletSession } from '../testing/fake-wallet-session';
import { renderWalletScreen, resetWalletScene } from '../testing/render-wallet-screen';
import WalletSignModal from './wallet-sign-modal';

jest.mock('../ui/use-wallet-session', () => ({ useWalletSession: jest.fn() }));

const MESSAGE = 'Marketplace mint 7f1c\nPrice: 100 GEM\nNonce: 42';
const PENDING = { message: MESSAGE, purpose: 'mint' };

const signButton = () => screen.getByRole('button', { name: 'Sign' });
const microtasksRun = () => act(async () => undefined);

async function renderSign(fake: FakeWalletSession, { strict = false } = {}) {
  const onClose = jest.fn();
  const view = await renderWalletScreen(<WalletSignModal onClose={onClose} />, fake, { strict });
  return { ...view, onClose };
}

afterEach(resetWalletScene);

describe('the wallet-sign modal', () => {
  it('shows what is signed, for what, and by which address, with no password for an open wallet', async () => {
    await renderSign(fakeWalletSession({ status: 'unlocked', pendingSignature: PENDING }));

    expect(screen.getByRole('heading', { name: 'Confirm with your wallet' })).toBeInTheDocument();
    expect(screen.getByText(/^A page asks your wallet to sign: a purchase\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Message to sign').textContent).toBe(MESSAGE);
    expect(screen.getByText(SIGNED_IN.address!)).toBeInTheDocument();
    expect(screen.queryByLabelText('Wallet password')).not.toBeInTheDocument();
  });

  it('shows amounts with 2 decimals like every page, and the exact text signed on request', async () => {
    const message = 'Marketplace purchase\nPrice: 11.74339692715608573 GEM\nFee: 0.5 GEM';
    await renderSign(fakeWalletSession({ status: 'unlocked', pendingSignature: { message, purpose: 'mint' } }));

    const summary = screen.getByLabelText('What you sign');
    expect(summary).toHaveTextContent('Price: 11.74 GEM Fee: 0.50 GEM');
    expect(summary).not.toHaveTextContent('11.74339692715608573');
    expect(screen.getByText('11.74 GEM')).toHaveAttribute('title', '11.74339692715608573 GEM');
    const exact = screen.getByLabelText('Message to sign');
    expect(exact).not.toBeVisible();
    await userEvent.click(screen.getByText('Show the exact text, every decimal included'));
    expect(exact).toBeVisible();
    expect(exact.textContent).toBe(message);
  });

  it('names a purpose it has no words for as it came', async () => {
    await renderSign(fakeWalletSession({ status: 'unlocked', pendingSignature: { message: MESSAGE, purpose: 'a raffle entry' } }));

    expect(screen.getByText(/^A page asks your wallet to sign: a raffle entry\./)).toBeInTheDocument();
  });

  it('signs with the open wallet on Sign, then closes', async () => {
    const fake = fakeWalletSession({ status: 'unlocked', pendingSignature: PENDING });
    const { onClose } = await renderSign(fake);

    await userEvent.click(signButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(fake.confirmSignature).toHaveBeenCalledTimes(1);
    expect(fake.confirmSignature).toHaveBeenCalledWith(null);
    expect(fake.confirmSignature.mock.invocationCallOrder[0]).toBeLessThan(onClose.mock.invocationCallOrder[0]!);
  });

  it('asks the password of a sealed password wallet before signing with it', async () => {
    const fake = fakeWalletSession({ status: 'sealed', pendingSignature: PENDING });
    const { onClose } = await renderSign(fake);

    await userEvent.click(signButton());
    expect(screen.getByLabelText('Wallet password')).toHaveAccessibleDescription('Enter your wallet password.');
    expect(screen.getByLabelText('Wallet password')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.confirmSignature).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Wallet password'), 'pw');
    await userEvent.click(signButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(fake.confirmSignature).toHaveBeenCalledTimes(1);
    expect(fake.confirmSignature).toHaveBeenCalledWith('pw');
  });

  it('asks no password of a sealed Google wallet (its sign-in opens it)', async () => {
    const fake = fakeWalletSession({ status: 'sealed', method: 'google', pendingSignature: PENDING });
    await renderSign(fake);

    expect(screen.queryByLabelText('Wallet password')).not.toBeInTheDocument();
    await userEvent.click(signButton());

    await waitFor(() => expect(fake.confirmSignature).toHaveBeenCalledWith(null));
  });

  it('shows a wrong password in words and stays open with the password kept', async () => {
    const fake = fakeWalletSession({ status: 'sealed', pendingSignature: PENDING });
    const failure = new Error('Decryption failed.');
    fake.confirmSignature.mockRejectedValue(failure);
    const { onClose, logError } = await renderSign(fake);

    await userEvent.type(screen.getByLabelText('Wallet password'), 'wrong');
    await userEvent.click(signButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('This password does not open your wallet.');
    expect(logError).toHaveBeenCalledWith('wallet-action-failed', failure);
    expect(screen.getByLabelText('Wallet password')).toHaveValue('wrong');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cannot sign while the wallet is opening, and says so', async () => {
    const fake = fakeWalletSession({ status: 'opening', pendingSignature: PENDING });
    await renderSign(fake);

    expect(signButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Opening your wallet…');
    expect(screen.queryByLabelText('Wallet password')).not.toBeInTheDocument();
    await userEvent.click(signButton());
    expect(fake.confirmSignature).not.toHaveBeenCalled();
  });

  it('becomes signable once the wallet has opened', async () => {
    const fake = fakeWalletSession({ status: 'opening', pendingSignature: PENDING });
    await renderSign(fake);

    act(() => fake.store.setState({ status: 'unlocked' }));

    expect(signButton()).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(signButton());
    await waitFor(() => expect(fake.confirmSignature).toHaveBeenCalledWith(null));
  });

  it('closes on Decline without signing', async () => {
    const fake = fakeWalletSession({ status: 'unlocked', pendingSignature: PENDING });
    const { onClose } = await renderSign(fake);

    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fake.confirmSignature).not.toHaveBeenCalled();
  });

  it('declines the request when it goes away unanswered, a microtask after unmounting', async () => {
    const fake = fakeWalletSession({ status: 'unlocked', pendingSignature: PENDING });
    const { unmount } = await renderSign(fake);
    await microtasksRun();
    expect(fake.declineSignature).not.toHaveBeenCalled();

    unmount();
    expect(fake.declineSignature).not.toHaveBeenCalled();

    await waitFor(() => expect(fake.declineSignature).toHaveBeenCalledTimes(1));
  });

  it("declines nothing on StrictMode's test unmount and remount", async () => {
    const fake = fakeWalletSession({ status: 'unlocked', pendingSignature: PENDING });
    const { unmount } = await renderSign(fake, { strict: true });
    await microtasksRun();

    expect(fake.declineSignature).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Message to sign')).toBeInTheDocument();

    unmount();
    await waitFor(() => expect(fake.declineSignature).toHaveBeenCalledTimes(1));
  });

  it('says there is nothing to sign when no request waits, and closes', async () => {
    const fake = fakeWalletSession({ status: 'unlocked', pendingSignature: null });
    const { onClose } = await renderSign(fake);

    expect(screen.getByText('There is nothing to sign right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('labels its only field', async () => {
    const { container } = await renderSign(fakeWalletSession({ status: 'sealed', pendingSignature: PENDING }));

    expect(Array.from(container.querySelectorAll('input, textarea, select'))).toEqual([screen.getByLabelText('Wallet password')]);
  });
});

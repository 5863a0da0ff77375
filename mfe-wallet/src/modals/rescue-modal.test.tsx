import { act, screen, waitFor } from '@testing-library/react';
import { fakeWalletSession, type FakeWalletSession } from '../testing/fake-wallet-session';
import { renderWalletScreen, resetWalletScene, toastsShown } from '../testing/render-wallet-screen';
import RescueModal from './rescue-modal';
import { confirmationField, passwordField, storedBox, typeNewPassword } from '../testing/new-password';

jest.mock('../ui/use-wallet-session', () => ({ useWalletSession: jest.fn() }));

const NEW_PASSWORD = 'Velvet-otter-canyon-1987!';
const RESCUE_SIGN_IN = '/loading?auth=true&rescue=true&redirect=%2Frescue';

async function renderRescue(fake: FakeWalletSession, locale = 'en') {
  const onClose = jest.fn();
  const view = await renderWalletScreen(<RescueModal onClose={onClose} />, fake, { locale });
  return { ...view, onClose };
}

afterEach(resetWalletScene);

describe('the rescue modal', () => {
  it('sends a session that is not a rescue sign-in to one, and asks nothing', async () => {
    const fake = fakeWalletSession({ status: 'locked', rescueSession: false });
    await renderRescue(fake);

    expect(screen.getByRole('heading', { name: 'Rescue your wallet' })).toBeInTheDocument();
    expect(screen.getByText(/Lost your wallet password\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue with a rescue sign-in' })).toHaveAttribute('href', RESCUE_SIGN_IN);
    expect(screen.queryByLabelText('Wallet password')).not.toBeInTheDocument();
    expect(fake.rescue).not.toHaveBeenCalled();
  });

  it('sends a visitor to a rescue sign-in as well', async () => {
    await renderRescue(fakeWalletSession({ status: 'signed-out', rescueSession: false, userId: null, address: null, sessionKey: null }));

    expect(screen.getByRole('link', { name: 'Continue with a rescue sign-in' })).toHaveAttribute('href', RESCUE_SIGN_IN);
  });

  it('starts the rescue sign-in in the page language, coming back to the same language', async () => {
    await renderRescue(fakeWalletSession({ status: 'locked', rescueSession: false }), 'ja');

    expect(screen.getByRole('link')).toHaveAttribute('href', '/ja/loading?auth=true&rescue=true&redirect=%2Fja%2Frescue');
  });

  it('in a rescue sign-in, sets the new password, says the wallet is rescued, and closes on Done', async () => {
    const fake = fakeWalletSession({ status: 'locked', rescueSession: true });
    const toasts = toastsShown();
    const { onClose } = await renderRescue(fake);
    expect(screen.getByText(/Your rescue sign-in is confirmed/)).toBeInTheDocument();
    const user = await typeNewPassword(NEW_PASSWORD);

    await user.click(screen.getByRole('button', { name: 'Set the new password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your wallet is rescued and protected by your new password.');
    expect(fake.rescue).toHaveBeenCalledTimes(1);
    expect(fake.rescue).toHaveBeenCalledWith(NEW_PASSWORD);
    expect(toasts).toEqual([{ tone: 'success', message: 'Your wallet has a new password.' }]);
    expect(screen.queryByLabelText('Wallet password')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays rescued when the session moves on (the wallet unlocks) before Done', async () => {
    const fake = fakeWalletSession({ status: 'locked', rescueSession: true });
    await renderRescue(fake);
    const user = await typeNewPassword(NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    await screen.findByRole('status');

    act(() => fake.store.setState({ status: 'unlocked', method: 'password' }));

    expect(screen.getByRole('status')).toHaveTextContent('Your wallet is rescued');
  });

  it('refuses a weak new password and rescues nothing', async () => {
    const fake = fakeWalletSession({ status: 'locked', rescueSession: true });
    await renderRescue(fake);
    const user = await typeNewPassword('password123');

    await user.click(screen.getByRole('button', { name: 'Set the new password' }));

    await waitFor(() => expect(passwordField()).toHaveAttribute('aria-invalid', 'true'));
    expect(passwordField()).toHaveAccessibleDescription(/Use at least 10 characters, and avoid common words, names and keyboard patterns\.$/);
    expect(fake.rescue).not.toHaveBeenCalled();
  });

  it('refuses a mismatching confirmation', async () => {
    const fake = fakeWalletSession({ status: 'locked', rescueSession: true });
    await renderRescue(fake);
    const user = await typeNewPassword(NEW_PASSWORD, 'something-else-entirely');

    await user.click(screen.getByRole('button', { name: 'Set the new password' }));

    expect(confirmationField()).toHaveAccessibleDescription('The two passwords are not the same.');
    expect(fake.rescue).not.toHaveBeenCalled();
  });

  it('shows a failed rescue in words, logs it, and keeps the new password typed', async () => {
    const fake = fakeWalletSession({ status: 'locked', rescueSession: true });
    const failure = new Error('Failed to generate a rescue key', { cause: new Error('403') });
    fake.rescue.mockRejectedValue(failure);
    const { onClose, logError } = await renderRescue(fake);
    const user = await typeNewPassword(NEW_PASSWORD);

    await user.click(screen.getByRole('button', { name: 'Set the new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The rescue key could not be obtained. Please try again.');
    expect(logError).toHaveBeenCalledWith('wallet-action-failed', failure);
    expect(passwordField()).toHaveValue(NEW_PASSWORD);
    expect(confirmationField()).toHaveValue(NEW_PASSWORD);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says there is no wallet to rescue', async () => {
    const fake = fakeWalletSession({ status: 'no-wallet', address: null, rescueSession: true });
    await renderRescue(fake);

    expect(screen.getByText('Your account has no wallet to rescue yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Wallet password')).not.toBeInTheDocument();
  });

  it('labels every field of the new password form', async () => {
    const { container } = await renderRescue(fakeWalletSession({ status: 'locked', rescueSession: true }));

    expect(Array.from(container.querySelectorAll('input, textarea, select'))).toEqual([passwordField(), confirmationField(), storedBox()]);
  });
});

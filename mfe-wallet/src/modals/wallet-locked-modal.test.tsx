import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeWalletSession, type FakeWalletSession } from '../testing/fake-wallet-session';
import { renderWalletScreen, resetWalletScene, toastsShown } from '../testing/render-wallet-screen';
import WalletLockedModal from './wallet-locked-modal';

jest.mock('../ui/use-wallet-session', () => ({ useWalletSession: jest.fn() }));

const passwordField = () => screen.getByLabelText('Wallet password');
const unlockButton = () => screen.getByRole('button', { name: 'Unlock wallet' });

async function renderLocked(fake: FakeWalletSession, variant: 'locked' | 'support' = 'locked', locale = 'en') {
  const onClose = jest.fn();
  const view = await renderWalletScreen(<WalletLockedModal variant={variant} onClose={onClose} />, fake, { locale });
  return { ...view, onClose };
}

afterEach(resetWalletScene);

describe('the wallet-locked modal', () => {
  describe('locked, password sign-in', () => {
    it('says the wallet is locked and asks its password', async () => {
      await renderLocked(fakeWalletSession({ status: 'locked' }));

      expect(screen.getByRole('heading', { name: 'Your wallet is locked' })).toBeInTheDocument();
      expect(screen.getByText(/Enter your wallet password to open it again/)).toBeInTheDocument();
      expect(passwordField()).toHaveAttribute('type', 'password');
      expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    });

    it('asks for the password when none is typed, and tries nothing', async () => {
      const fake = fakeWalletSession({ status: 'locked' });
      await renderLocked(fake);

      await userEvent.click(unlockButton());

      expect(passwordField()).toHaveAccessibleDescription('Enter your wallet password.');
      expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
      expect(fake.unlockWithPassword).not.toHaveBeenCalled();
    });

    it('says a wrong password does not open the wallet, keeps it typed and stays open', async () => {
      const fake = fakeWalletSession({ status: 'locked' });
      const failure = new Error('Decryption failed.');
      fake.unlockWithPassword.mockRejectedValue(failure);
      const toasts = toastsShown();
      const { onClose, logError } = await renderLocked(fake);

      await userEvent.type(passwordField(), 'not-my-password');
      await userEvent.click(unlockButton());

      expect(await screen.findByRole('alert')).toHaveTextContent('This password does not open your wallet.');
      expect(fake.unlockWithPassword).toHaveBeenCalledWith('not-my-password');
      expect(logError).toHaveBeenCalledWith('wallet-action-failed', failure);
      expect(passwordField()).toHaveValue('not-my-password');
      expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
      expect(onClose).not.toHaveBeenCalled();
      expect(toasts).toEqual([]);
    });

    it('unlocks with the right password, says so and closes', async () => {
      const fake = fakeWalletSession({ status: 'locked' });
      const toasts = toastsShown();
      const { onClose } = await renderLocked(fake);

      await userEvent.type(passwordField(), 'my-password');
      await userEvent.click(unlockButton());

      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(fake.unlockWithPassword).toHaveBeenCalledTimes(1);
      expect(fake.unlockWithPassword).toHaveBeenCalledWith('my-password');
      expect(fake.retryProviderUnlock).not.toHaveBeenCalled();
      expect(toasts).toEqual([{ tone: 'success', message: 'Your wallet is unlocked.' }]);
    });

    it('clears the previous failure on a new attempt', async () => {
      const fake = fakeWalletSession({ status: 'locked' });
      fake.unlockWithPassword.mockRejectedValueOnce(new Error('Decryption failed.'));
      const { onClose } = await renderLocked(fake);

      await userEvent.type(passwordField(), 'wrong');
      await userEvent.click(unlockButton());
      await screen.findByRole('alert');
      await userEvent.clear(passwordField());
      await userEvent.type(passwordField(), 'right');
      await userEvent.click(unlockButton());

      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(fake.unlockWithPassword).toHaveBeenLastCalledWith('right');
    });

    it('offers the rescue, closing the modal on the way', async () => {
      const { onClose } = await renderLocked(fakeWalletSession({ status: 'locked' }));

      const rescue = screen.getByRole('link', { name: 'Rescue my wallet' });
      expect(rescue).toHaveAttribute('href', '/rescue');
      expect(screen.queryByRole('link', { name: 'Contact support' })).not.toBeInTheDocument();

      await userEvent.click(rescue);
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('links the rescue in the page language', async () => {
      await renderLocked(fakeWalletSession({ status: 'locked' }), 'locked', 'ja');

      expect(screen.getByRole('link', { name: /.+/ })).toHaveAttribute('href', '/ja/rescue');
    });
  });

  describe('locked, Google sign-in', () => {
    it('asks no password, says Google opens the wallet, and tries the provider again', async () => {
      const fake = fakeWalletSession({ status: 'locked', method: 'google' });
      const toasts = toastsShown();
      const { onClose } = await renderLocked(fake);

      expect(screen.getByText('Your wallet opens with your Google sign-in. Try again, or rescue your wallet.')).toBeInTheDocument();
      expect(screen.queryByLabelText('Wallet password')).not.toBeInTheDocument();

      await userEvent.click(unlockButton());

      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(fake.retryProviderUnlock).toHaveBeenCalledTimes(1);
      expect(fake.unlockWithPassword).not.toHaveBeenCalled();
      expect(toasts).toEqual([{ tone: 'success', message: 'Your wallet is unlocked.' }]);
    });

    it('shows why the provider still does not open it', async () => {
      const fake = fakeWalletSession({ status: 'locked', method: 'google' });
      fake.retryProviderUnlock.mockRejectedValue(new Error('Key type not found in user keys'));
      const { onClose } = await renderLocked(fake);

      await userEvent.click(unlockButton());

      expect(await screen.findByRole('alert')).toHaveTextContent('Your wallet has no key for the way you signed in. Rescue your wallet to set a password.');
      expect(onClose).not.toHaveBeenCalled();
    });
  });

  describe('support', () => {
    it('explains, offers support and the rescue, and asks no password', async () => {
      const fake = fakeWalletSession({ status: 'sealed' });
      const { onClose } = await renderLocked(fake, 'support');

      expect(screen.getByRole('heading', { name: 'We could not open your wallet' })).toBeInTheDocument();
      expect(
        screen.getByText('Something is wrong with how your wallet is stored. Your funds are safe: rescue your wallet, or contact support.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
      expect(screen.getByRole('link', { name: 'Rescue my wallet' })).toHaveAttribute('href', '/rescue');
      expect(screen.queryByLabelText('Wallet password')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Unlock wallet' })).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('link', { name: 'Contact support' }));
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  describe('accessibility', () => {
    it('labels its only field', async () => {
      const { container } = await renderLocked(fakeWalletSession({ status: 'locked' }));

      expect(Array.from(container.querySelectorAll('input, textarea, select'))).toEqual([passwordField()]);
    });
  });
});

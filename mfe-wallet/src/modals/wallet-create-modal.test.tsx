import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeWalletSession, type FakeWalletSession } from '../testing/fake-wallet-session';
import { renderWalletScreen, resetWalletScene, toastsShown } from '../testing/render-wallet-screen';
import WalletCreateModal from './wallet-create-modal';
import { confirmationField, passwordField, storedBox, typeNewPassword } from '../testing/new-password';

jest.mock('../ui/use-wallet-session', () => ({ useWalletSession: jest.fn() }));

const STRONG = 'Velvet-otter-canyon-1987!';
const WEAK = 'password123';
// A valid secp256k1 key (the web3.js documentation's example account).
const PRIVATE_KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';

const RULE = 'Use at least 10 characters, and avoid common words, names and keyboard patterns.';
const MISMATCH = 'The two passwords are not the same.';
const STORED_REQUIRED = 'Confirm that you stored your password.';

function renderCreate(fake: FakeWalletSession, mode: 'create' | 'link' | 'update' = 'create') {
  const onClose = jest.fn();
  return renderWalletScreen(<WalletCreateModal mode={mode} onClose={onClose} />, fake).then((view) => ({ ...view, onClose }));
}

afterEach(resetWalletScene);

describe('the wallet-create modal', () => {
  describe('create mode, password sign-in', () => {
    it('shows the create heading, the intro and the new password fields', async () => {
      await renderCreate(fakeWalletSession({ status: 'no-wallet', address: null }));

      expect(screen.getByRole('heading', { name: 'Create your wallet' })).toBeInTheDocument();
      expect(screen.getByText(/Its key is made in this browser/)).toBeInTheDocument();
      expect(passwordField()).toHaveAttribute('type', 'password');
      expect(confirmationField()).toHaveAttribute('type', 'password');
      expect(storedBox()).not.toBeChecked();
    });

    it('refuses a weak password with the rule, keeps it typed, and creates nothing', async () => {
      const fake = fakeWalletSession({ status: 'no-wallet', address: null });
      const { onClose } = await renderCreate(fake);
      const user = await typeNewPassword(WEAK);

      await user.click(screen.getByRole('button', { name: 'Create wallet' }));

      await waitFor(() => expect(passwordField()).toHaveAttribute('aria-invalid', 'true'));
      expect(passwordField()).toHaveAccessibleDescription(new RegExp(`^Strength: (very weak|weak|fair)\\. ${RULE.replace(/\./g, '\\.')}$`));
      expect(passwordField()).toHaveValue(WEAK);
      expect(confirmationField()).toHaveValue(WEAK);
      expect(fake.create).not.toHaveBeenCalled();
      expect(onClose).not.toHaveBeenCalled();
    });

    it('refuses a password too short to be judged strong with the length rule', async () => {
      const fake = fakeWalletSession({ status: 'no-wallet', address: null });
      await renderCreate(fake);
      const user = await typeNewPassword('Zq#8v!');

      await user.click(screen.getByRole('button', { name: 'Create wallet' }));

      await waitFor(() => expect(passwordField()).toHaveAttribute('aria-invalid', 'true'));
      expect(passwordField()).toHaveAccessibleDescription(/Use at least 10 characters\.$/);
      expect(fake.create).not.toHaveBeenCalled();
    });

    it('refuses a confirmation that differs from the password', async () => {
      const fake = fakeWalletSession({ status: 'no-wallet', address: null });
      await renderCreate(fake);
      const user = await typeNewPassword(STRONG, `${STRONG}x`);

      await user.click(screen.getByRole('button', { name: 'Create wallet' }));

      expect(confirmationField()).toHaveAccessibleDescription(MISMATCH);
      expect(confirmationField()).toHaveAttribute('aria-invalid', 'true');
      expect(fake.create).not.toHaveBeenCalled();
    });

    it('refuses until the person confirms they stored the password', async () => {
      const fake = fakeWalletSession({ status: 'no-wallet', address: null });
      await renderCreate(fake);
      const user = await typeNewPassword(STRONG, STRONG, false);
      expect(screen.queryByText(STORED_REQUIRED)).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Create wallet' }));

      expect(screen.getByText(STORED_REQUIRED)).toBeInTheDocument();
      expect(storedBox()).toHaveAttribute('aria-invalid', 'true');
      expect(fake.create).not.toHaveBeenCalled();

      await user.click(storedBox());
      expect(screen.queryByText(STORED_REQUIRED)).not.toBeInTheDocument();
    });

    it('creates the wallet with a strong, confirmed, stored password, says so and closes', async () => {
      const fake = fakeWalletSession({ status: 'no-wallet', address: null });
      const toasts = toastsShown();
      const { onClose } = await renderCreate(fake);
      const user = await typeNewPassword(STRONG);
      expect(passwordField()).toHaveAccessibleDescription(/^Strength: (strong|very strong)\.$/);

      await user.click(screen.getByRole('button', { name: 'Create wallet' }));

      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(fake.create).toHaveBeenCalledTimes(1);
      expect(fake.create).toHaveBeenCalledWith({ password: STRONG });
      expect(toasts).toEqual([{ tone: 'success', message: 'Your wallet is ready.' }]);
    });

    it('shows a failed creation in words, logs it, keeps everything typed and stays open', async () => {
      const fake = fakeWalletSession({ status: 'no-wallet', address: null });
      const failure = new Error('Failed to generate a rescue key');
      fake.create.mockRejectedValue(failure);
      const toasts = toastsShown();
      const { onClose, logError } = await renderCreate(fake);
      const user = await typeNewPassword(STRONG);

      await user.click(screen.getByRole('button', { name: 'Create wallet' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('The rescue key could not be obtained. Please try again.');
      expect(logError).toHaveBeenCalledWith('wallet-action-failed', failure);
      expect(passwordField()).toHaveValue(STRONG);
      expect(confirmationField()).toHaveValue(STRONG);
      expect(storedBox()).toBeChecked();
      expect(screen.getByRole('button', { name: 'Create wallet' })).toBeEnabled();
      expect(onClose).not.toHaveBeenCalled();
      expect(toasts).toEqual([]);
    });

    it('says it is working, and creates once, however often the button is pressed meanwhile', async () => {
      const fake = fakeWalletSession({ status: 'no-wallet', address: null });
      let finish: (address: string) => void = () => undefined;
      fake.create.mockReturnValue(new Promise((resolve) => (finish = resolve)));
      const { onClose } = await renderCreate(fake);
      const user = await typeNewPassword(STRONG);

      await user.click(screen.getByRole('button', { name: 'Create wallet' }));
      const working = await screen.findByRole('button', { name: 'Working…' });
      expect(working).toBeDisabled();
      expect(working).toHaveAttribute('aria-busy', 'true');
      await user.click(working);

      finish('0xabc');
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(fake.create).toHaveBeenCalledTimes(1);
    });
  });

  describe('create mode, Google sign-in', () => {
    it('asks for no password, says Google protects the wallet, and creates in one click', async () => {
      const fake = fakeWalletSession({ status: 'no-wallet', address: null, method: 'google' });
      const toasts = toastsShown();
      const { onClose } = await renderCreate(fake);

      expect(screen.getByText('Your wallet will be protected by your Google sign-in: nothing to remember.')).toBeInTheDocument();
      expect(screen.queryByLabelText('Wallet password')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Repeat the wallet password')).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Create wallet' }));

      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(fake.create).toHaveBeenCalledTimes(1);
      expect(fake.create).toHaveBeenCalledWith({ password: null });
      expect(toasts).toEqual([{ tone: 'success', message: 'Your wallet is ready.' }]);
    });

    it('names Apple for an Apple sign-in', async () => {
      await renderCreate(fakeWalletSession({ status: 'no-wallet', address: null, method: 'apple' }));

      expect(screen.getByText('Your wallet will be protected by your Apple sign-in: nothing to remember.')).toBeInTheDocument();
    });
  });

  describe('link mode', () => {
    const importField = () => screen.getByLabelText('Private key or recovery phrase');

    it('shows the link heading and a field for the private key or phrase, with its hint', async () => {
      await renderCreate(fakeWalletSession({ status: 'no-wallet', address: null }), 'link');

      expect(screen.getByRole('heading', { name: 'Link your existing wallet' })).toBeInTheDocument();
      expect(importField()).toHaveAccessibleDescription('64 hexadecimal characters, or 12 to 24 words separated by spaces.');
      expect(importField()).not.toHaveAttribute('aria-invalid', 'true');
    });

    it('refuses text that is neither a private key nor a recovery phrase, and links nothing', async () => {
      const fake = fakeWalletSession({ status: 'no-wallet', address: null });
      const { onClose } = await renderCreate(fake, 'link');
      await userEvent.type(importField(), 'not my key at all');
      const user = await typeNewPassword(STRONG);

      await user.click(screen.getByRole('button', { name: 'Link wallet' }));

      expect(importField()).toHaveAccessibleDescription('This is neither a private key nor a valid recovery phrase.');
      expect(importField()).toHaveAttribute('aria-invalid', 'true');
      expect(importField()).toHaveValue('not my key at all');
      expect(fake.create).not.toHaveBeenCalled();
      expect(onClose).not.toHaveBeenCalled();
    });

    it('refuses a 64-hex text that is no valid secp256k1 key', async () => {
      const fake = fakeWalletSession({ status: 'no-wallet', address: null });
      await renderCreate(fake, 'link');
      await userEvent.type(importField(), `0x${'0'.repeat(64)}`);
      const user = await typeNewPassword(STRONG);

      await user.click(screen.getByRole('button', { name: 'Link wallet' }));

      expect(importField()).toHaveAccessibleDescription('This is neither a private key nor a valid recovery phrase.');
      expect(fake.create).not.toHaveBeenCalled();
    });

    it('links the pasted private key under a strong password, says so and closes', async () => {
      const fake = fakeWalletSession({ status: 'no-wallet', address: null });
      const toasts = toastsShown();
      const { onClose } = await renderCreate(fake, 'link');
      // Pasted without 0x and with spaces around it, as it is often copied.
      await userEvent.click(importField());
      await userEvent.paste(`  ${PRIVATE_KEY.slice(2)}\n`);
      const user = await typeNewPassword(STRONG);

      await user.click(screen.getByRole('button', { name: 'Link wallet' }));

      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(fake.create).toHaveBeenCalledTimes(1);
      expect(fake.create).toHaveBeenCalledWith({ password: STRONG, existingKey: PRIVATE_KEY });
      expect(toasts).toEqual([{ tone: 'success', message: 'Your wallet is linked.' }]);
    });

    it('links with a Google sign-in without asking a password', async () => {
      const fake = fakeWalletSession({ status: 'no-wallet', address: null, method: 'google' });
      await renderCreate(fake, 'link');
      await userEvent.type(importField(), PRIVATE_KEY);

      await userEvent.click(screen.getByRole('button', { name: 'Link wallet' }));

      await waitFor(() => expect(fake.create).toHaveBeenCalledWith({ password: null, existingKey: PRIVATE_KEY }));
    });
  });

  describe('when there is nothing to create', () => {
    it('says the account already has a wallet', async () => {
      const fake = fakeWalletSession({ status: 'unlocked' });
      await renderCreate(fake);

      expect(screen.getByText('Your account already has a wallet.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Create wallet' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Wallet password')).not.toBeInTheDocument();
    });

    it('says so in link mode too', async () => {
      await renderCreate(fakeWalletSession({ status: 'sealed' }), 'link');

      expect(screen.getByText('Your account already has a wallet.')).toBeInTheDocument();
      expect(screen.queryByLabelText('Private key or recovery phrase')).not.toBeInTheDocument();
    });

    it('asks a visitor to sign in first', async () => {
      await renderCreate(fakeWalletSession({ status: 'signed-out', userId: null, address: null, sessionKey: null }));

      expect(screen.getByText('Sign in to use your wallet.')).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });

    it('follows the session: the form gives way once the wallet exists', async () => {
      const fake = fakeWalletSession({ status: 'no-wallet', address: null });
      await renderCreate(fake);
      expect(screen.getByRole('button', { name: 'Create wallet' })).toBeInTheDocument();

      act(() => fake.store.setState({ status: 'unlocked', address: '0x90F8bf6A479f320ead074411a4B0e7944Ea8c9C1' }));

      expect(await screen.findByText('Your account already has a wallet.')).toBeInTheDocument();
    });
  });

  describe('update mode', () => {
    const SIGN_IN_PASSWORD = 'Sign-in-password-4!';

    it('re-protects a legacy wallet under a new password when no rescue sign-in is needed', async () => {
      const fake = fakeWalletSession({ status: 'legacy' });
      const toasts = toastsShown();
      const { onClose } = await renderCreate(fake, 'update');
      expect(screen.getByRole('heading', { name: 'Update your wallet security' })).toBeInTheDocument();

      expect(await screen.findByText(/stored in an older, less safe way/)).toBeInTheDocument();
      expect(fake.needsRescueSignIn).toHaveBeenCalledTimes(1);
      const user = await typeNewPassword(STRONG);
      await user.type(screen.getByLabelText('Your sign-in password'), SIGN_IN_PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Protect my wallet' }));

      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(fake.updateLegacy).toHaveBeenCalledTimes(1);
      expect(fake.updateLegacy).toHaveBeenCalledWith({ password: STRONG, accountPassword: SIGN_IN_PASSWORD });
      expect(toasts).toEqual([{ tone: 'success', message: 'Your wallet is protected again.' }]);
    });

    it('says it is checking while the vault is read', async () => {
      const fake = fakeWalletSession({ status: 'legacy' });
      fake.needsRescueSignIn.mockReturnValue(new Promise(() => undefined));
      await renderCreate(fake, 'update');

      expect(screen.getByRole('status')).toHaveTextContent('Checking your wallet…');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });

    it('refuses a weak password in update mode as well', async () => {
      const fake = fakeWalletSession({ status: 'legacy' });
      await renderCreate(fake, 'update');
      await screen.findByText(/stored in an older, less safe way/);
      const user = await typeNewPassword(WEAK);

      await user.click(screen.getByRole('button', { name: 'Protect my wallet' }));

      await waitFor(() => expect(passwordField()).toHaveAttribute('aria-invalid', 'true'));
      expect(fake.updateLegacy).not.toHaveBeenCalled();
    });

    it('asks for the sign-in password before the vault is changed', async () => {
      const fake = fakeWalletSession({ status: 'legacy' });
      await renderCreate(fake, 'update');
      await screen.findByText(/stored in an older, less safe way/);
      const user = await typeNewPassword(STRONG);

      await user.click(screen.getByRole('button', { name: 'Protect my wallet' }));

      await waitFor(() => expect(screen.getByLabelText('Your sign-in password')).toHaveAttribute('aria-invalid', 'true'));
      expect(fake.updateLegacy).not.toHaveBeenCalled();
    });

    it('sends a Google wallet to a rescue sign-in, since it has no sign-in password to confirm who it is', async () => {
      const fake = fakeWalletSession({ status: 'legacy', method: 'google' });
      await renderCreate(fake, 'update');

      const link = await screen.findByRole('link', { name: 'Continue with a rescue sign-in' });
      expect(link).toHaveAttribute('href', '/loading?auth=true&rescue=true&redirect=%2Frescue');
      expect(screen.getByText(/confirm it's you through the rescue sign-in/)).toBeInTheDocument();
      expect(fake.updateLegacy).not.toHaveBeenCalled();
    });

    it('sends a rescue-only vault to a rescue sign-in that comes back to /rescue', async () => {
      const fake = fakeWalletSession({ status: 'legacy' });
      fake.needsRescueSignIn.mockResolvedValue(true);
      await renderCreate(fake, 'update');

      const link = await screen.findByRole('link', { name: 'Continue with a rescue sign-in' });
      expect(link).toHaveAttribute('href', '/loading?auth=true&rescue=true&redirect=%2Frescue');
      expect(screen.getByText(/can only be opened with your rescue key/)).toBeInTheDocument();
      expect(screen.queryByLabelText('Wallet password')).not.toBeInTheDocument();
      expect(fake.updateLegacy).not.toHaveBeenCalled();
    });

    it('shows why the vault could not be checked', async () => {
      const fake = fakeWalletSession({ status: 'legacy' });
      fake.needsRescueSignIn.mockRejectedValue(new Error('No keys found'));
      await renderCreate(fake, 'update');

      expect(await screen.findByRole('alert')).toHaveTextContent('No wallet keys were found for your account.');
      expect(screen.queryByLabelText('Wallet password')).not.toBeInTheDocument();
    });

    it('shows a failed update, keeps the password and stays open', async () => {
      const fake = fakeWalletSession({ status: 'legacy' });
      fake.updateLegacy.mockRejectedValue(new Error('Failed to create wallet', { cause: new Error('Missing rescue') }));
      const { onClose, logError } = await renderCreate(fake, 'update');
      await screen.findByText(/stored in an older, less safe way/);
      const user = await typeNewPassword(STRONG);
      await user.type(screen.getByLabelText('Your sign-in password'), SIGN_IN_PASSWORD);

      await user.click(screen.getByRole('button', { name: 'Protect my wallet' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Your wallet could not be created. Please try again.');
      expect(logError).toHaveBeenCalledTimes(1);
      expect(passwordField()).toHaveValue(STRONG);
      expect(onClose).not.toHaveBeenCalled();
    });

    it('says a wrong sign-in password and keeps everything typed', async () => {
      const fake = fakeWalletSession({ status: 'legacy' });
      fake.updateLegacy.mockRejectedValue(new Error('Wrong sign-in password'));
      const { onClose } = await renderCreate(fake, 'update');
      await screen.findByText(/stored in an older, less safe way/);
      const user = await typeNewPassword(STRONG);
      await user.type(screen.getByLabelText('Your sign-in password'), 'not-it');

      await user.click(screen.getByRole('button', { name: 'Protect my wallet' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('That is not your sign-in password.');
      expect(passwordField()).toHaveValue(STRONG);
      expect(screen.getByLabelText('Your sign-in password')).toHaveValue('not-it');
      expect(onClose).not.toHaveBeenCalled();
    });

    it('says the wallet is up to date when it is not legacy', async () => {
      const fake = fakeWalletSession({ status: 'unlocked' });
      await renderCreate(fake, 'update');

      expect(screen.getByText('Your wallet is already up to date.')).toBeInTheDocument();
      expect(fake.needsRescueSignIn).not.toHaveBeenCalled();
    });

    it('offers to make a wallet to someone who has none, whatever mode was asked', async () => {
      const fake = fakeWalletSession({ status: 'no-wallet' });
      await renderCreate(fake, 'update');

      expect(screen.getByRole('button', { name: 'Create wallet' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Create your wallet' })).toBeInTheDocument();
      expect(screen.queryByText('Your wallet is already up to date.')).not.toBeInTheDocument();
      expect(fake.needsRescueSignIn).not.toHaveBeenCalled();
    });
  });

  describe('accessibility', () => {
    it('labels every field of the link form', async () => {
      const { container } = await renderCreate(fakeWalletSession({ status: 'no-wallet', address: null }), 'link');

      const labelled = [screen.getByLabelText('Private key or recovery phrase'), passwordField(), confirmationField(), storedBox()];
      expect(Array.from(container.querySelectorAll('input, textarea, select'))).toEqual(labelled);
    });
  });
});

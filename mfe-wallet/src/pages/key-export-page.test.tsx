import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTODY_ERRORS, UnlockError } from '../custody/custody-errors';
import { fakeWalletSession } from '../testing/fake-wallet-session';
import { renderWalletScreen, resetWalletScene } from '../testing/render-wallet-screen';
import KeyExportPage from './key-export-page';

jest.mock('../ui/use-wallet-session', () => ({ useWalletSession: jest.fn() }));

const KEY = `0x${'4c'.repeat(32)}`;

afterEach(resetWalletScene);

describe('the key export page', () => {
  it('warns what the key is, asks the wallet password every time and shows the key only then', async () => {
    const fake = fakeWalletSession({ status: 'unlocked' });
    await renderWalletScreen(<KeyExportPage />, fake);
    expect(screen.getByRole('heading', { level: 1, name: 'Your wallet key' })).toBeInTheDocument();
    expect(screen.getByText(/Whoever sees this key controls everything at your address/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Private key')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show my key' }));
    expect(screen.getByText('Enter your wallet password.')).toBeInTheDocument();
    expect(fake.exportKey).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Wallet password'), 'wallet-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Show my key' }));

    expect(await screen.findByLabelText('Private key')).toHaveValue(KEY);
    expect(fake.exportKey).toHaveBeenCalledWith('wallet-pass-1');
    expect(screen.getByRole('note')).toHaveTextContent('Anyone who sees this screen now can take your GEM and collectibles.');
  });

  it('hides the key again, and showing it once more asks the password again', async () => {
    const fake = fakeWalletSession();
    await renderWalletScreen(<KeyExportPage />, fake);
    await userEvent.type(screen.getByLabelText('Wallet password'), 'wallet-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Show my key' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hide key' }));
    expect(screen.queryByLabelText('Private key')).toBeNull();
    expect(screen.getByLabelText('Wallet password')).toHaveValue('');
  });

  it('says a wrong password and shows nothing', async () => {
    const fake = fakeWalletSession();
    fake.exportKey.mockRejectedValue(new UnlockError(CUSTODY_ERRORS.keyNotFound, 'locked'));
    await renderWalletScreen(<KeyExportPage />, fake);
    await userEvent.type(screen.getByLabelText('Wallet password'), 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Show my key' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByLabelText('Private key')).toBeNull();
  });

  it('opens a Google or Apple copy without a password', async () => {
    const fake = fakeWalletSession({ method: 'google' });
    await renderWalletScreen(<KeyExportPage />, fake);
    expect(screen.queryByLabelText('Wallet password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show my key' }));
    await waitFor(() => expect(fake.exportKey).toHaveBeenCalledWith(null));
  });

  it('offers to create a wallet to a person without one', async () => {
    await renderWalletScreen(<KeyExportPage />, fakeWalletSession({ status: 'no-wallet', address: null }));
    expect(screen.queryByRole('button', { name: 'Show my key' })).toBeNull();
    expect(screen.getByRole('button', { name: /create/i })).toBeInTheDocument();
  });
});

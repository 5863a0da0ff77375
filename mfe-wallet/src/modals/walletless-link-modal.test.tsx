import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeWalletSession } from '../testing/fake-wallet-session';
import { renderWalletScreen } from '../testing/render-wallet-screen';
import WalletlessLinkModal from './walletless-link-modal';

jest.mock('../ui/use-wallet-session', () => ({ useWalletSession: jest.fn() }));

describe('the walletless-link modal', () => {
  it('says the account is linked, and closes on Done', async () => {
    const onClose = jest.fn();
    await renderWalletScreen(<WalletlessLinkModal onClose={onClose} />, fakeWalletSession({ status: 'no-wallet', address: null }));

    expect(screen.getByRole('heading', { name: 'Your account is linked' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your game account is now linked to the marketplace. Create a wallet whenever you want to buy.');
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));

    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

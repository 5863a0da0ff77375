import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { fakeWalletSession, type FakeWalletSession } from '../testing/fake-wallet-session';
import { renderWalletScreen, resetWalletScene, toastsShown } from '../testing/render-wallet-screen';
import RescuePage from './rescue-page';
import { typeNewPassword } from '../testing/new-password';
import japanese from '../../messages/ja.json';

jest.mock('../ui/use-wallet-session', () => ({ useWalletSession: jest.fn() }));

const NEW_PASSWORD = 'Velvet-otter-canyon-1987!';

/** The page at /rescue in the shell's router, with a home page to come back to. */
function renderRescuePage(fake: FakeWalletSession, { locale = 'en', path = '/rescue' } = {}) {
  return renderWalletScreen(
    <Routes>
      <Route path="/rescue" element={<RescuePage />} />
      <Route path="/ja/rescue" element={<RescuePage />} />
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/ja/" element={<p>Japanese home page</p>} />
    </Routes>,
    fake,
    { locale, path },
  );
}

afterEach(resetWalletScene);

describe('the rescue page', () => {
  it("is the wallet's page, and sends a session that is not a rescue sign-in to one", async () => {
    const fake = fakeWalletSession({ status: 'locked', rescueSession: false });
    const { container } = await renderRescuePage(fake);

    expect(screen.getByRole('heading', { level: 1, name: 'Rescue your wallet' })).toBeInTheDocument();
    expect(container.querySelector('[data-remote="wallet"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Continue with a rescue sign-in' })).toHaveAttribute('href', '/loading?auth=true&rescue=true&redirect=%2Frescue');
    expect(screen.queryByLabelText('Wallet password')).not.toBeInTheDocument();
  });

  it('in a rescue sign-in, sets the new password and goes home on Done', async () => {
    const fake = fakeWalletSession({ status: 'locked', rescueSession: true });
    const toasts = toastsShown();
    await renderRescuePage(fake);
    const user = await typeNewPassword(NEW_PASSWORD);

    await user.click(screen.getByRole('button', { name: 'Set the new password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your wallet is rescued and protected by your new password.');
    expect(fake.rescue).toHaveBeenCalledTimes(1);
    expect(fake.rescue).toHaveBeenCalledWith(NEW_PASSWORD);
    expect(toasts).toEqual([{ tone: 'success', message: 'Your wallet has a new password.' }]);

    await user.click(screen.getByRole('button', { name: 'Done' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rescue your wallet' })).not.toBeInTheDocument();
  });

  it('goes home in the page language', async () => {
    const fake = fakeWalletSession({ status: 'locked', rescueSession: true });
    await renderRescuePage(fake, { locale: 'ja', path: '/ja/rescue' });
    const user = userEvent.setup();
    const [password, confirmation] = screen.getAllByLabelText(/.+/, { selector: 'input[type="password"]' });
    await user.type(password!, NEW_PASSWORD);
    await user.type(confirmation!, NEW_PASSWORD);
    await user.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/.+/));
    // Each password field has its show/hide toggle: the form's buttons are named by the page's language.
    await user.click(screen.getByRole('button', { name: japanese.wallet.rescueAction }));
    await screen.findByRole('status');

    await user.click(screen.getByRole('button', { name: japanese.wallet.done }));

    expect(await screen.findByText('Japanese home page')).toBeInTheDocument();
    expect(fake.rescue).toHaveBeenCalledWith(NEW_PASSWORD);
  });

  it('says there is no wallet to rescue', async () => {
    await renderRescuePage(fakeWalletSession({ status: 'no-wallet', address: null, rescueSession: true }));

    expect(screen.getByText('Your account has no wallet to rescue yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

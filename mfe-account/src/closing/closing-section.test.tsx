import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_CLOSING_REFUSALS, ApiError, type AccountClosing, emptyUserState, type SelfUser } from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { MarketplaceApiContext, SIGNED_OUT, sessionStore } from '@marketplace/contracts/browser';
import { selfUserFixture } from '@marketplace/contracts/testing';
import { renderTranslated } from '../../../tooling/testing/render-translated';
import { ClosingSection } from './closing-section';
import { leaveForProvider } from './leave-for-provider';

jest.mock('./leave-for-provider', () => ({ leaveForProvider: jest.fn() }));

const CLOSING: AccountClosing = { requestedAt: '2026-12-01T09:00:00.000Z', closesAt: '2026-12-15T09:00:00.000Z' };
const REQUEST = 'POST /api/users/self/closing';
const refusal = (status: number, message: string) => new ApiError(REQUEST, status, message, { body: { status, message, payload: null } });

interface Scene {
  self?: SelfUser;
  pending?: () => Promise<AccountClosing | null>;
  request?: MarketplaceApi['accountClosing']['request'];
  cancel?: MarketplaceApi['accountClosing']['cancel'];
  held?: number;
  balance?: number;
  showBalance?: boolean;
  locale?: string;
  reauthentication?: Partial<MarketplaceApi['reauthentication']>;
  /** Where the page is, with its query: the way back from the provider carries the proof. */
  path?: string;
}

async function renderClosing({
  self = selfUserFixture(),
  pending = async () => null,
  request = jest.fn(async () => CLOSING),
  cancel = jest.fn(async () => ({ cancelled: true as const })),
  held = 3,
  balance = 1250.5,
  showBalance = true,
  locale,
  reauthentication = {},
  path,
}: Scene = {}) {
  const api = {
    users: { self: jest.fn(async () => self) },
    accountClosing: { pending: jest.fn(pending), request: jest.fn(request), cancel: jest.fn(cancel) },
    collectibles: { page: jest.fn(async () => ({ total: held, records: [], page: 1, totalPages: 1 })) },
    reauthentication: {
      start: jest.fn(async () => 'http://api.test/idp/reauthenticate?request=signed'),
      redeem: jest.fn(async () => ({ valid: true })),
      ...reauthentication,
    },
  };
  sessionStore.setState({ token: 't', expiresAt: null, user: { ...emptyUserState(), authToken: 't', id: self.id, balance, showBalance } });
  const view = await act(() =>
    renderTranslated(
      <MarketplaceApiContext.Provider value={api as unknown as MarketplaceApi}>
        <ClosingSection />
      </MarketplaceApiContext.Provider>,
      { ...(locale ? { locale } : {}), ...(path ? { path } : {}) },
    ),
  );
  return { api, ...view };
}

const section = () => screen.getByRole('region', { name: 'Close your account' });
const closeForm = () => within(section()).getByRole('form', { name: 'Close my account' });

afterEach(() => sessionStore.setState(SIGNED_OUT));

describe('closing the account', () => {
  it('says what is lost with the person’s figures and offers both exports first', async () => {
    await renderClosing();
    const losses = await within(section()).findByTestId('closing-losses');
    await waitFor(() => expect(losses).toHaveTextContent('You hold 3 collectibles.'));
    expect(losses).toHaveTextContent('Your 1,250.50 GEM stay at your wallet address.');
    expect(losses).toHaveTextContent('Records of purchases and sales stay, without your name');
    expect(within(section()).getByRole('link', { name: 'Export my wallet key' })).toHaveAttribute('href', '/user-portal/wallet/key');
    expect(within(section()).getByRole('link', { name: 'Download my data' })).toHaveAttribute('href', '/export');
  });

  it('shows no GEM figure to a person who hides their balance', async () => {
    await renderClosing({ showBalance: false });
    const losses = await within(section()).findByTestId('closing-losses');
    expect(losses).toHaveTextContent('Your GEM stays at your wallet address.');
    expect(losses).not.toHaveTextContent('1,250');
  });

  it('asks to confirm the loss and the password before anything is sent, at the field that needs it', async () => {
    const request = jest.fn(async () => CLOSING);
    await renderClosing({ request });
    const form = await waitFor(closeForm);
    fireEvent.click(within(form).getByRole('button', { name: 'Close my account in 14 days' }));
    expect(within(form).getByRole('checkbox', { name: 'I understand what is lost when my account closes.' })).toHaveFocus();
    expect(within(form).getByText('Tick the box to confirm you understand what is lost.')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'Close my account in 14 days' }));
    expect(within(form).getByLabelText('Current password')).toHaveFocus();
    expect(request).not.toHaveBeenCalled();
  });

  it('sends the password and the 2FA code, then shows the date it closes and "Keep my account"', async () => {
    const request = jest.fn(async () => CLOSING);
    await renderClosing({ self: selfUserFixture({ twoFactorAuth: true }), request });
    const form = await waitFor(closeForm);
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'correct-horse-1' } });
    fireEvent.change(within(form).getByLabelText('6-digit code'), { target: { value: '123456' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Close my account in 14 days' }));

    expect(await within(section()).findByTestId('pending-closing')).toHaveTextContent(/Your account will close on December 15, 2026/);
    expect(request).toHaveBeenCalledWith({ currentPassword: 'correct-horse-1', code: '123456' });
    expect(within(section()).getByRole('button', { name: 'Keep my account' })).toBeInTheDocument();
    expect(within(section()).queryByRole('form')).toBeNull();
  });

  it('says a wrong password at the password field, keeping what was typed', async () => {
    await renderClosing({ request: jest.fn(async () => Promise.reject(refusal(403, ACCOUNT_CLOSING_REFUSALS.wrongPassword))) });
    const form = await waitFor(closeForm);
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'wrong-one' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Close my account in 14 days' }));
    await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveFocus());
    expect(within(form).getByText(/That isn’t your current password/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveValue('wrong-one');
  });

  it('says a closing is already pending when the API refuses a second one', async () => {
    await renderClosing({ request: jest.fn(async () => Promise.reject(refusal(409, ACCOUNT_CLOSING_REFUSALS.alreadyPending))) });
    const form = await waitFor(closeForm);
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'correct-horse-1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Close my account in 14 days' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your account is already set to close.');
  });

  it('keeps the account: the pending closing goes and the closing form comes back', async () => {
    const cancel = jest.fn(async () => ({ cancelled: true as const }));
    await renderClosing({ pending: async () => CLOSING, cancel });
    fireEvent.click(await within(section()).findByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(within(section()).queryByTestId('pending-closing')).toBeNull());
    expect(cancel).toHaveBeenCalled();
    expect(within(section()).getByRole('form', { name: 'Close my account' })).toBeInTheDocument();
  });

  describe('for an account that signs in with Google only', () => {
    const googleOnly = (overrides: Partial<SelfUser> = {}) =>
      selfUserFixture({ identityProviders: { password: false, google: true, apple: false }, ...overrides });
    const BACK_FROM_GOOGLE = '/user-portal/account?closing=understood&reauthentication=signed-proof-of-this-session';

    beforeEach(() => jest.mocked(leaveForProvider).mockClear());

    it('offers "Confirm with Google" instead of a password, once the box is ticked, and goes to the provider', async () => {
      const { api } = await renderClosing({ self: googleOnly(), path: '/user-portal/account' });
      const form = await waitFor(closeForm);
      expect(within(form).queryByLabelText('Current password')).toBeNull();

      fireEvent.click(within(form).getByRole('button', { name: 'Confirm with Google' }));
      expect(within(form).getByRole('checkbox')).toHaveFocus();
      expect(api.reauthentication.start).not.toHaveBeenCalled();

      fireEvent.click(within(form).getByRole('checkbox'));
      fireEvent.click(within(form).getByRole('button', { name: 'Confirm with Google' }));
      await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith('http://api.test/idp/reauthenticate?request=signed'));
      expect(api.reauthentication.start).toHaveBeenCalledWith({ redirect: '/user-portal/account?closing=understood#closing' });
    });

    it('asks for the confirmation before anything is sent, at its button', async () => {
      const request = jest.fn(async () => CLOSING);
      await renderClosing({ self: googleOnly(), request });
      const form = await waitFor(closeForm);
      fireEvent.click(within(form).getByRole('checkbox'));
      fireEvent.click(within(form).getByRole('button', { name: 'Close my account in 14 days' }));

      expect(within(form).getByRole('button', { name: 'Confirm with Google' })).toHaveFocus();
      expect(within(form).getByRole('alert')).toHaveTextContent('Confirm it’s you with Google first.');
      expect(request).not.toHaveBeenCalled();
    });

    it('back from Google, hands the proof in, keeps the box ticked and closes with the 2FA code, sending no password', async () => {
      const request = jest.fn(async () => CLOSING);
      const { api } = await renderClosing({ self: googleOnly({ twoFactorAuth: true }), request, path: BACK_FROM_GOOGLE });
      const form = await waitFor(closeForm);

      expect(await within(form).findByTestId('provider-confirmed')).toHaveTextContent('Confirmed with Google. Finish within 5 minutes');
      expect(api.reauthentication.redeem).toHaveBeenCalledTimes(1);
      expect(api.reauthentication.redeem).toHaveBeenCalledWith('signed-proof-of-this-session');
      expect(within(form).getByRole('checkbox')).toBeChecked();
      fireEvent.change(within(form).getByLabelText('6-digit code'), { target: { value: '123456' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Close my account in 14 days' }));

      expect(await within(section()).findByTestId('pending-closing')).toBeInTheDocument();
      expect(request).toHaveBeenCalledWith({ code: '123456' });
    });

    it('says an expired confirmation and offers it again', async () => {
      const request = jest.fn(async () => Promise.reject(refusal(412, ACCOUNT_CLOSING_REFUSALS.reauthenticationRequired)));
      await renderClosing({ self: googleOnly(), request, path: BACK_FROM_GOOGLE });
      const form = await waitFor(closeForm);
      await within(form).findByTestId('provider-confirmed');
      fireEvent.click(within(form).getByRole('button', { name: 'Close my account in 14 days' }));

      const again = await within(form).findByRole('button', { name: 'Confirm with Google' });
      await waitFor(() => expect(again).toHaveFocus());
      expect(within(form).getByRole('alert')).toHaveTextContent('Your confirmation with Google has expired: it lasts 5 minutes. Confirm again.');
    });

    it('says so when the proof was not this session’s, offering the confirmation again', async () => {
      await renderClosing({ self: googleOnly(), reauthentication: { redeem: jest.fn(async () => ({ valid: false })) }, path: BACK_FROM_GOOGLE });
      const form = await waitFor(closeForm);

      expect(await within(form).findByRole('alert')).toHaveTextContent('That confirmation was not made in this session. Confirm again with Google.');
      expect(within(form).getByRole('button', { name: 'Confirm with Google' })).toBeInTheDocument();
    });

    it('speaks the person’s language', async () => {
      await renderClosing({ self: googleOnly(), locale: 'ja' });
      expect(await screen.findByRole('button', { name: 'Google で確認' })).toBeInTheDocument();
    });
  });

  it('says when the pending closing cannot be read, with a retry', async () => {
    await renderClosing({ pending: async () => Promise.reject(new ApiError('GET /api/users/self/closing', 500, 'boom')) });
    expect(await within(section()).findByText('We could not check your account’s closing. Try again.')).toBeInTheDocument();
  });

  it('speaks the person’s language', async () => {
    await renderClosing({ locale: 'ja', pending: async () => CLOSING });
    expect(await screen.findByRole('button', { name: 'アカウントを残す' })).toBeInTheDocument();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_CLOSING_REFUSALS, ApiError, type AccountClosing, emptyUserState, type SelfUser } from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { MarketplaceApiContext, SIGNED_OUT, sessionStore } from '@marketplace/contracts/browser';
import { selfUserFixture } from '@marketplace/contracts/testing';
import { renderTranslated } from '../../../tooling/testing/render-translated';
import { ClosingSection } from './closing-section';

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
}: Scene = {}) {
  const api = {
    users: { self: jest.fn(async () => self) },
    accountClosing: { pending: jest.fn(pending), request: jest.fn(request), cancel: jest.fn(cancel) },
    collectibles: { page: jest.fn(async () => ({ total: held, records: [], page: 1, totalPages: 1 })) },
  };
  sessionStore.setState({ token: 't', expiresAt: null, user: { ...emptyUserState(), authToken: 't', id: self.id, balance, showBalance } });
  const view = await act(() =>
    renderTranslated(
      <MarketplaceApiContext.Provider value={api as unknown as MarketplaceApi}>
        <ClosingSection />
      </MarketplaceApiContext.Provider>,
      locale ? { locale } : {},
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

  it('tells an account without a password to ask support, offering no form', async () => {
    await renderClosing({ self: selfUserFixture({ identityProviders: { password: false, google: true, apple: false } }) });
    expect(await within(section()).findByText(/ask support to close it/)).toBeInTheDocument();
    expect(within(section()).queryByRole('form')).toBeNull();
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

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type AccountClosing, emptyUserState } from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { marketplaceBus, MarketplaceApiContext, SIGNED_OUT, sessionStore } from '@marketplace/contracts/browser';
import { createTestQueryClient } from '@marketplace/contracts/testing';
import en from '../../messages/en.json';
import ja from '../../messages/ja.json';
import { AccountClosingNotice } from './account-closing-notice';

const CLOSING: AccountClosing = { requestedAt: '2026-12-01T09:00:00.000Z', closesAt: '2026-12-15T09:00:00.000Z' };

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: en }, ja: { translation: ja } }, interpolation: { escapeValue: false } });
});

afterEach(() => sessionStore.setState(SIGNED_OUT, true));

interface NoticeScene {
  pending?: () => Promise<AccountClosing | null>;
  cancel?: () => Promise<{ cancelled: true }>;
  signedIn?: boolean;
}

function renderNotice({ pending = async () => CLOSING, cancel = async () => ({ cancelled: true as const }), signedIn = true }: NoticeScene = {}) {
  if (signedIn) sessionStore.setState({ token: 't', expiresAt: null, user: { ...emptyUserState(), authToken: 't', id: 'u1' } });
  const api = { accountClosing: { pending: jest.fn(pending), cancel: jest.fn(cancel) } };
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MarketplaceApiContext.Provider value={api as unknown as MarketplaceApi}>
        <AccountClosingNotice />
      </MarketplaceApiContext.Provider>
    </QueryClientProvider>,
  );
  return api;
}

const notice = () => screen.getByRole('region', { name: 'Your account is set to close' });

describe('the offer to keep a closing account', () => {
  it('tells a signed-in person with a pending closing the day it closes and offers to keep the account', async () => {
    renderNotice();
    await waitFor(() => expect(notice()).toHaveTextContent(/It will close on December 15, 2026/));
    expect(within(notice()).getByRole('button', { name: 'Keep my account' })).toBeInTheDocument();
  });

  it('keeps the account: the closing is cancelled, the notice goes and a toast says so', async () => {
    const toasts: string[] = [];
    const stop = marketplaceBus.on('toast', ({ message }) => toasts.push(message));
    const api = renderNotice();
    await userEvent.click(await screen.findByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByTestId('account-closing-notice')).toBeNull());
    expect(api.accountClosing.cancel).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual(['Your account stays open. The closing is cancelled.']);
    stop();
  });

  it('says when keeping failed and leaves the offer up', async () => {
    renderNotice({ cancel: async () => Promise.reject(new Error('offline')) });
    await userEvent.click(await screen.findByRole('button', { name: 'Keep my account' }));
    expect(await within(notice()).findByRole('alert')).toHaveTextContent('The closing could not be cancelled. Try again.');
  });

  it('shows nothing without a pending closing', async () => {
    const api = renderNotice({ pending: async () => null });
    await waitFor(() => expect(api.accountClosing.pending).toHaveBeenCalled());
    expect(screen.queryByTestId('account-closing-notice')).toBeNull();
  });

  it('reads no closing for a visitor', () => {
    const api = renderNotice({ signedIn: false });
    expect(api.accountClosing.pending).not.toHaveBeenCalled();
    expect(screen.queryByTestId('account-closing-notice')).toBeNull();
  });
});

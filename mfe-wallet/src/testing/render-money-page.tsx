import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MarketplaceApiContext, sessionStore } from '@marketplace/contracts/browser';
import { createMarketplaceApi } from '@marketplace/contracts/http';
import { envelope, type FakeRoute, fakeApi, FAKE_BASE_URLS } from '@marketplace/contracts/testing';
import { emptyUserState, type UserState } from '@marketplace/contracts/wire';
import { renderTranslated } from '../../../tooling/testing/render-translated';

export const OWN_ADDRESS = '0x90F8bf6A479f320ead074411a4B0e7944Ea8c9C1';
export const main = (path: string) => `${FAKE_BASE_URLS.main}${path}`;

/** The balance reads of the wallet (`fetchWalletBalance`): the explorer answers `wei`, the server the same in GEM. */
export function balanceRoute(wei: bigint): FakeRoute {
  return (call) => {
    if (call.url.startsWith(FAKE_BASE_URLS.explorer))
      return new Response(JSON.stringify({ status: '1', message: 'OK', result: wei.toString() }), { status: 200 });
    if (call.url === main('/api/users/self/balance')) return envelope({ GEM: Number(wei) / 1e18, USD: 0 });
    return undefined;
  };
}

/**
 * Renders one of the wallet's money pages as the shell would: the real client on a fake fetch (so a test
 * reads the URL, headers and body that go out), a signed-in person in the shell's session store.
 */
export async function renderMoneyPage(element: ReactElement, route: FakeRoute, { path = '/', locale = 'en', user = {} as Partial<UserState> } = {}) {
  const fake = fakeApi(route);
  const api = createMarketplaceApi(fake.transport);
  act(() => sessionStore.setState({ token: 'session-token-1', expiresAt: null, user: { ...emptyUserState(), walletAddress: OWN_ADDRESS, ...user } }));
  const view = await act(() => renderTranslated(<MarketplaceApiContext.Provider value={api}>{element}</MarketplaceApiContext.Provider>, { locale, path }));
  return { ...view, calls: fake.calls };
}

/** After each test: nobody signed in. */
export function signOutAfterTest(): void {
  act(() => sessionStore.setState({ token: null, expiresAt: null, user: null }));
}

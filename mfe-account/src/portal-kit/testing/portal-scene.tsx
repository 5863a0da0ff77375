import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { emptyUserState, type Merchant, type RuntimeConfig, type TransactionRecord, type UserState } from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { MarketplaceApiContext, marketplaceBus, RuntimeConfigContext, sessionStore, SIGNED_OUT } from '@marketplace/contracts/browser';
import { answerSessionUserPatchesAsTheShell } from '@marketplace/contracts/testing';
import { renderTranslated } from '../../../../tooling/testing/render-translated';
import { stopRecordingToasts } from '../../../../tooling/testing/toasts-shown';

export { toastsShown } from '../../../../tooling/testing/toasts-shown';

export const ME = '11111111-1111-4111-8111-111111111111';
export const ANA = '22222222-2222-4222-8222-222222222222';
export const WALLET_ADDRESS = '0x1111111111111111111111111111111111111111';
export const PORTAL_CONFIG = { api: { main: 'https://api.market.test' }, fees: { marketplaceFeesPercent: 5, minimumPrice: 0.5 } } as RuntimeConfig;

export const DIAMOND_DREAMS = {
  id: 'diamond-dreams',
  status: 'ACTIVE',
  platforms: [],
  gamePageURI: 'https://dd.test',
  landingPageURI: 'https://dd.test',
  merchantPages: { store: true, market: true },
  luxury: false,
  name: 'Diamond Dreams',
  tagline: null,
  artUrl: '/api/merchant-art/diamond-dreams.svg',
} satisfies Merchant;

/** The signed-in person of these scenes, with a wallet and 2,500 GEM. */
export function signedInUser(overrides: Partial<UserState> = {}): UserState {
  return { ...emptyUserState(), authToken: 'token-1', id: ME, walletAddress: WALLET_ADDRESS, balance: 2500, showBalance: true, ...overrides };
}

/** A transaction the person took part in; a store purchase of a Ruby by default. */
export function transaction(overrides: Partial<TransactionRecord> = {}): TransactionRecord {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    time: new Date(Date.now() - 5 * 60_000).toISOString(),
    status: 'COMPLETE',
    kind: 'PURCHASE',
    amount: '100.0',
    fee: '10.0',
    fromGEMId: ME,
    toGEMId: null,
    collectibleId: '44444444-4444-4444-8444-444444444444',
    collectible: { name: 'Ruby of Dawn', rarity: 'rare', imageUrl: '/api/collectible-images/ruby.svg', merchantId: 'diamond-dreams' },
    ...overrides,
  };
}

const cleanups: Array<() => void> = [];

interface PortalScene {
  /** The parts of the API the section reads; merchants, the rate and people are answered already. */
  api?: Partial<MarketplaceApi>;
  user?: UserState;
  locale?: string;
  path?: string;
}

/**
 * Renders a portal section as the shell would: signed in, translated, in a router at `path`, with the
 * runtime config, a query client and the API client (merchants, the GEM rate at 0.05 USD, Ana's profile).
 */
export async function renderPortalSection(element: ReactElement, { api = {}, user = signedInUser(), locale, path }: PortalScene = {}) {
  sessionStore.setState({ token: 'token-1', expiresAt: null, user });
  cleanups.push(answerSessionUserPatchesAsTheShell());
  const pageApi = {
    merchants: { list: async () => [DIAMOND_DREAMS] },
    rates: { productUsd: async () => ({ price: 0.05 }) },
    users: {
      byIds: jest.fn(async (ids: readonly string[]) =>
        ids.includes(ANA)
          ? [
              {
                id: ANA,
                username: 'ana',
                displayName: 'Ana',
                tagline: null,
                profilePicture: 'DEFAULT',
                profileBanner: 'banner0',
                registrationTime: '2025-01-01T00:00:00.000Z',
              },
            ]
          : [],
      ),
    },
    ...api,
  } as unknown as MarketplaceApi;
  return act(() =>
    renderTranslated(
      <RuntimeConfigContext.Provider value={PORTAL_CONFIG}>
        <MarketplaceApiContext.Provider value={pageApi}>{element}</MarketplaceApiContext.Provider>
      </RuntimeConfigContext.Provider>,
      { ...(locale ? { locale } : {}), ...(path ? { path } : {}) },
    ),
  );
}

/** Stands in for the wallet remote: answers `wallet:sign` with `answer` (a signature by default). */
export function walletAnswers(answer: (request: { message: string; purpose: string }) => Promise<{ signature: string; address: string }>) {
  const handler = jest.fn(answer);
  cleanups.push(marketplaceBus.handle('wallet:sign', handler));
  return handler;
}

/** After each test: no wallet answering, nobody answering for the shell, no toasts recorded, signed out. */
export function resetPortalScene(): void {
  while (cleanups.length > 0) cleanups.pop()?.();
  stopRecordingToasts();
  sessionStore.setState(SIGNED_OUT);
}

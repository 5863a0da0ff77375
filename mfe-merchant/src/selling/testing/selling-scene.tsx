import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  type CollectibleDetail,
  emptyUserState,
  type MarketListing,
  type OfferGroup,
  type OfferRecord,
  type RuntimeConfig,
  type UserState,
} from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { MarketplaceApiContext, marketplaceBus, RuntimeConfigContext, sessionStore, SIGNED_OUT } from '@marketplace/contracts/browser';
import { renderTranslated } from '../../../../tooling/testing/render-translated';
import { forgetKept } from '../kept-state';

export const SELLER_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const BIDDER_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
export const COLLECTIBLE_ID = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';
export const LISTING_ID = '4d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f8a';
export const OFFER_ID = '5e6f7a8b-9c0d-4e1f-8a3b-4c5d6e7f8a9b';
export const WALLET_ADDRESS = '0x9fB29AAc15b9A4B7F17c3385939b007540f4d791';
export const SIGNATURE = `0x${'5a'.repeat(65)}`;

/** At 0.05 USD a GEM the 0.50 USD floor is 10 GEM, so prices under 200 GEM pay the floor. */
export const SCENE_CONFIG = { api: { main: 'https://api.market.test' }, fees: { marketplaceFeesPercent: 5, minimumPrice: 0.5 } } as RuntimeConfig;

export function signedIn(id: string, overrides: Partial<UserState> = {}): UserState {
  return { ...emptyUserState(), authToken: 'token-1', id, walletAddress: WALLET_ADDRESS, balance: 500, ...overrides };
}

const profile = (id: string, displayName: string) => ({
  id,
  username: displayName.toLowerCase(),
  displayName,
  tagline: null,
  profilePicture: 'DEFAULT',
  profileBanner: 'banner0',
  registrationTime: '2025-01-02T03:04:05.000Z',
});

export function marketListing(overrides: Partial<MarketListing> = {}): MarketListing {
  return {
    id: LISTING_ID,
    merchantId: 'diamond-dreams',
    price: '120.0',
    status: 'ACTIVE',
    seller: profile(SELLER_ID, 'Sela'),
    createdAt: '2025-05-01T12:00:00.000Z',
    collectible: {
      id: COLLECTIBLE_ID,
      merchantId: 'diamond-dreams',
      setId: 'dd-emerald-ring',
      name: 'Emerald Ring',
      rarity: 'epic',
      imageUrl: '/api/collectible-images/dd-emerald-ring.svg',
      properties: {},
      ownerId: SELLER_ID,
      receivedTime: '2025-05-01T12:00:00.000Z',
    },
    ...overrides,
  };
}

export function collectibleDetail(overrides: Partial<CollectibleDetail> = {}): CollectibleDetail {
  const { collectible } = marketListing();
  return { ...collectible, owner: profile(SELLER_ID, 'Sela'), listing: null, offers: { open: 0, bestPrice: null }, lastSale: null, ...overrides };
}

export function offer(overrides: Partial<OfferRecord> = {}): OfferRecord {
  return { id: OFFER_ID, collectibleId: COLLECTIBLE_ID, bidderId: BIDDER_ID, price: '80.00', status: 'OPEN', time: '2025-05-02T09:30:00.000Z', ...overrides };
}

const groupOf = (offers: OfferRecord[]): OfferGroup => ({
  collectible: { id: COLLECTIBLE_ID, merchantId: 'diamond-dreams', name: 'Emerald Ring', rarity: 'epic', imageUrl: '/img.svg', ownerId: SELLER_ID },
  offers,
  bestPrice: offers[0]?.price ?? null,
});

export interface SceneData {
  user?: UserState | null;
  detail?: CollectibleDetail | null;
  /** The offers on the collectible its owner sees (SELLER), and the viewer's own (BUYER). */
  received?: OfferRecord[];
  made?: OfferRecord[];
}

/** A fake of every call the selling panels make, each a jest mock the test can inspect or replace. */
export function fakeSellingApi({ detail = collectibleDetail(), received = [], made = [] }: SceneData) {
  const market = {
    list: jest.fn(async ({ price }: { price: string }) => marketListing({ price })),
    reprice: jest.fn(async (_id: string, { price }: { price: string }) => marketListing({ price })),
    cancel: jest.fn(async () => marketListing({ status: 'CANCELLED' })),
  };
  const offers = {
    list: jest.fn(async ({ agent }: { agent: 'BUYER' | 'SELLER' }) => {
      const records = agent === 'SELLER' ? received : made;
      return records.length === 0 ? { records: [], total: 0 } : { records: [groupOf(records)], total: 1 };
    }),
    make: jest.fn(async (_id: string, { price }: { price: string }) => offer({ price, bidderId: BIDDER_ID })),
    accept: jest.fn(async (id: string) => offer({ id, status: 'ACCEPTED' })),
    decline: jest.fn(async (id: string) => offer({ id, status: 'DECLINED' })),
    withdraw: jest.fn(async (id: string) => offer({ id, status: 'CANCELLED' })),
  };
  const collectibles = { detail: jest.fn(async () => detail) };
  const users = { byIds: jest.fn(async () => [profile(BIDDER_ID, 'Bidu'), profile(SELLER_ID, 'Sela')]) };
  const api = { market, offers, collectibles, users, rates: { productUsd: async () => ({ price: 0.05 }) } } as unknown as MarketplaceApi;
  return { api, market, offers, collectibles, users };
}

const cleanups: Array<() => void> = [];

/** Renders a selling component as the shell would: the session, the API client, the configuration and the rate. */
export async function renderSellingScene(
  element: ReactElement,
  { user = signedIn(SELLER_ID), locale = 'en', path = '/', ...data }: SceneData & { locale?: string; path?: string } = {},
) {
  const fake = fakeSellingApi(data);
  sessionStore.setState(user ? { token: 'token-1', expiresAt: null, user } : SIGNED_OUT);
  const view = await act(() =>
    renderTranslated(
      <RuntimeConfigContext.Provider value={SCENE_CONFIG}>
        <MarketplaceApiContext.Provider value={fake.api}>{element}</MarketplaceApiContext.Provider>
      </RuntimeConfigContext.Provider>,
      { locale, path },
    ),
  );
  return { ...fake, ...view };
}

/** Stands in for the wallet remote: answers `wallet:sign` (with a signature by default). */
export function walletAnswers(
  answer: (request: { message: string; purpose: string }) => Promise<{ signature: string; address: string }> | { signature: string; address: string } = () => ({
    signature: SIGNATURE,
    address: WALLET_ADDRESS,
  }),
) {
  const handler = jest.fn(answer);
  cleanups.push(marketplaceBus.handle('wallet:sign', handler));
  return handler;
}

/** Records what is emitted on the bus under `name`. */
export function busRecords<K extends 'selling:open'>(name: K) {
  const seen: unknown[] = [];
  cleanups.push(marketplaceBus.on(name, (payload) => seen.push(payload)));
  return seen;
}

/** After each test: no wallet, nobody listening, signed out, nothing kept. */
export function resetSellingScene(): void {
  while (cleanups.length > 0) cleanups.pop()?.();
  sessionStore.setState(SIGNED_OUT);
  forgetKept();
}

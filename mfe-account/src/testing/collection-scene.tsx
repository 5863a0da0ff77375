import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { MarketplaceApiContext, marketplaceBus, RuntimeConfigContext, sessionStore, SIGNED_OUT } from '@marketplace/contracts/browser';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { quietMarketStatsApi } from '@marketplace/contracts/testing';
import {
  type CollectionItem,
  type CollectibleDetail,
  type CollectibleFilters,
  type CollectiblesPage,
  emptyUserState,
  type Merchant,
  type PublicUserProfile,
  type RuntimeConfig,
} from '@marketplace/contracts/wire';
import { renderTranslated } from '../../../tooling/testing/render-translated';

export const OWNER_ID = '2b1c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b';
export const VIEWER_ID = '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918';
export const COLLECTIBLE_ID = '0f1e2d3c-4b5a-4697-8877-665544332211';
const CONFIG = { api: { main: 'https://api.market.test' } } as RuntimeConfig;

export const diamondDreams: Merchant = {
  id: 'diamond-dreams',
  name: 'Diamond Dreams',
  status: 'ACTIVE',
  platforms: ['web'],
  gamePageURI: 'https://diamond-dreams.example/play',
  landingPageURI: 'https://diamond-dreams.example',
  merchantPages: { store: true, market: true, craft: true },
  luxury: false,
  tagline: null,
  artUrl: null,
};
export const elementalRaiders: Merchant = { ...diamondDreams, id: 'elemental-raiders', name: 'Elemental Raiders' };

/** A collectible of the owner's, numbered so each is told apart. */
export function collectible(index: number, overrides: Partial<CollectionItem> = {}): CollectionItem {
  return {
    id: `0f1e2d3c-4b5a-4697-8877-${String(index).padStart(12, '0')}`,
    merchantId: 'diamond-dreams',
    setId: 'dd-ruby-heart',
    name: `Ruby Heart ${index}`,
    rarity: 'legendary',
    imageUrl: '/api/collectible-images/dd-ruby-heart.svg',
    properties: { cut: 'heart', carat: '5.0', color: 'red' },
    ownerId: OWNER_ID,
    receivedTime: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

export function collectionPage(records: CollectionItem[], { page = 1, total = records.length } = {}): CollectiblesPage {
  return { records, total, page, totalPages: Math.ceil(total / 10) };
}

export const ownerProfile: PublicUserProfile = {
  id: OWNER_ID,
  username: 'mika',
  displayName: 'Mika',
  tagline: 'Rubies only',
  profilePicture: 'AVATAR3',
  profileBanner: 'banner2',
  registrationTime: '2025-06-15T09:00:00.000Z',
};

export function collectibleDetail(overrides: Partial<CollectibleDetail> = {}): CollectibleDetail {
  return {
    ...collectible(1, { id: COLLECTIBLE_ID, name: 'Ruby Heart' }),
    owner: ownerProfile,
    listing: null,
    offers: { open: 0, bestPrice: null },
    lastSale: null,
    ...overrides,
  };
}

export const FILTERS: CollectibleFilters = {
  total: 12,
  rarities: [
    { rarity: 'rare', count: 4 },
    { rarity: 'legendary', count: 8 },
  ],
  properties: [
    {
      type: 'cut',
      values: [
        { value: 'heart', count: 8 },
        { value: 'oval', count: 4 },
      ],
    },
  ],
};

interface SceneApi {
  page?: (userId: string, request: Record<string, unknown>) => Promise<CollectiblesPage>;
  filters?: CollectibleFilters;
  detail?: () => Promise<CollectibleDetail | null>;
  profile?: () => Promise<PublicUserProfile | null>;
}

/** The API a collection, collectible or profile page reads, each call a mock a test can inspect. */
export function sceneApi({ page, filters = FILTERS, detail, profile }: SceneApi = {}) {
  const answer = page ?? (async () => collectionPage([collectible(1)]));
  const collectibles = {
    // The quiet read (a failure is an empty page) a grid learns its filters from, and the loud one it shows.
    ofUser: jest.fn(answer),
    page: jest.fn(answer),
    filters: jest.fn(async () => filters),
    detail: jest.fn(detail ?? (async () => collectibleDetail())),
  };
  const users = { byUsernameOrId: jest.fn(profile ?? (async () => ownerProfile)) };
  const api = {
    collectibles,
    users,
    merchants: { list: async () => [diamondDreams, elementalRaiders] },
    rates: { productUsd: async () => ({ price: 0.05 }) },
    // A collectible's page shows its type's price history: no sales here.
    marketStats: quietMarketStatsApi(),
  } as unknown as MarketplaceApi;
  return { api, collectibles, users };
}

/** Who looks at the page: a visitor, the owner, or someone else signed in. */
export function signInAs(userId: string | null) {
  sessionStore.setState(userId ? { token: 'token-1', expiresAt: null, user: { ...emptyUserState(), authToken: 'token-1', id: userId } } : SIGNED_OUT);
}

/** Shows the router's address, so a test sees what a filter or the pager wrote into it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

export function currentAddress(): string {
  return screen.getByTestId('address').textContent ?? '';
}

/** `selling:open` requests the page sends over the bus, recorded until the test ends. */
export function recordSellingRequests() {
  const requests: unknown[] = [];
  let stop = () => {};
  beforeEach(() => {
    requests.length = 0;
    stop = marketplaceBus.on('selling:open', (payload) => requests.push(payload));
  });
  afterEach(() => stop());
  return requests;
}

/** Renders a page as the shell would: translated, in a router at `path`, with the API client and the configuration. */
export async function renderScene(element: ReactElement, { api, path = '/', locale = 'en' }: { api: MarketplaceApi; path?: string; locale?: string }) {
  return act(() =>
    renderTranslated(
      <RuntimeConfigContext.Provider value={CONFIG}>
        <MarketplaceApiContext.Provider value={api}>
          {element}
          <Address />
        </MarketplaceApiContext.Provider>
      </RuntimeConfigContext.Provider>,
      { path, locale },
    ),
  );
}

/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError } from '../../wire/api/api-error';
import { merchantsKeys, mintsQueries, ratesKeys, type MarketplaceApi } from '@marketplace/contracts/http';
import { createTestQueryClient } from '@marketplace/contracts/testing';
import type { Merchant } from '../../wire/entities/merchant';
import { MarketplaceApiContext } from './marketplace-api-context';
import { createMarketplaceQueryClient, DEFAULT_STALE_MS } from './marketplace-query-client';
import { useMerchant, useMerchants } from './use-merchants-query';
import { useRate } from './use-rate-query';
import { createUserProfileCache } from './user-profile-cache';
import { UserProfileCacheContext, useUserProfiles } from './user-profiles-context';

const diamond: Merchant = {
  id: 'diamond-dreams',
  name: 'Diamond Dreams',
  status: 'ACTIVE',
  platforms: [],
  gamePageURI: '',
  landingPageURI: '',
  merchantPages: {},
  luxury: false,
  tagline: null,
  artUrl: null,
};
const raiders: Merchant = { ...diamond, id: 'elemental-raiders', name: 'Elemental Raiders' };

function wrapperFor(api: Partial<MarketplaceApi>, client: QueryClient = createTestQueryClient()) {
  const profiles = createUserProfileCache({ fetchProfiles: (ids) => (api.users ? api.users.byIds(ids) : Promise.resolve([])), expirationMinutes: 5 });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MarketplaceApiContext.Provider value={api as MarketplaceApi}>
        <UserProfileCacheContext.Provider value={profiles}>{children}</UserProfileCacheContext.Provider>
      </MarketplaceApiContext.Provider>
    </QueryClientProvider>
  );
}

describe('the page’s query client', () => {
  it('keeps what a page read fresh for half a minute, and never sends a mutation twice on its own', () => {
    const defaults = createMarketplaceQueryClient().getDefaultOptions();

    expect(defaults.queries?.staleTime).toBe(DEFAULT_STALE_MS);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(true);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('reads a 404 once, and a 500 again', async () => {
    const client = createMarketplaceQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    const missing = jest.fn(async () => Promise.reject(new ApiError('GET /api/x', 404, '404 Fetch error')));
    const broken = jest.fn(async () => Promise.reject(new ApiError('GET /api/y', 500, '500 Fetch error')));

    await client.fetchQuery({ queryKey: ['x'], queryFn: missing }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['y'], queryFn: broken }).catch(() => undefined);

    expect(missing).toHaveBeenCalledTimes(1);
    expect(broken.mock.calls.length).toBeGreaterThan(1);
  });
});

describe('useRate', () => {
  it('is loading, then ready with the price', async () => {
    const productUsd = jest.fn(async () => ({ price: 0.05 }));
    const { result } = renderHook(() => useRate(), { wrapper: wrapperFor({ rates: { productUsd } }) });

    expect(result.current).toEqual({ status: 'loading', price: null });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', price: 0.05 }));
  });

  it('says the rate is unavailable only when there never was one', async () => {
    const productUsd = jest.fn(async () => Promise.reject(new ApiError('GET /api/rates/gem-usd', 500, '500 Fetch error')));
    const { result } = renderHook(() => useRate(), { wrapper: wrapperFor({ rates: { productUsd } }) });

    await waitFor(() => expect(result.current).toEqual({ status: 'failed', price: null }));
  });

  it('keeps the last known price when a refresh fails', async () => {
    const client = createTestQueryClient();
    const productUsd = jest.fn(async () => ({ price: 0.05 }));
    const { result } = renderHook(() => useRate(), { wrapper: wrapperFor({ rates: { productUsd } }, client) });
    await waitFor(() => expect(result.current.status).toBe('ready'));

    productUsd.mockRejectedValue(new ApiError('GET /api/rates/gem-usd', 500, '500 Fetch error'));
    await act(() => client.refetchQueries({ queryKey: ratesKeys.all }));

    expect(result.current).toEqual({ status: 'ready', price: 0.05 });
  });
});

describe('useMerchants and useMerchant', () => {
  it('give the list once it has settled, and one merchant by id', async () => {
    const list = jest.fn(async () => [diamond, raiders]);
    const wrapper = wrapperFor({ merchants: { list } });
    const { result } = renderHook(() => ({ all: useMerchants(), one: useMerchant('elemental-raiders') }), { wrapper });

    expect(result.current.all).toEqual({ merchants: [], loaded: false });
    await waitFor(() => expect(result.current.all).toEqual({ merchants: [diamond, raiders], loaded: true }));
    expect(result.current.one).toEqual(raiders);
    // One request for the whole page, however many read it.
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('share what the shell put in the cache without asking again', () => {
    const client = createTestQueryClient();
    client.setQueryData(merchantsKeys.list(), [diamond]);
    const list = jest.fn(async () => [raiders]);

    const { result } = renderHook(() => useMerchant('diamond-dreams'), { wrapper: wrapperFor({ merchants: { list } }, client) });

    expect(result.current).toEqual(diamond);
    expect(list).not.toHaveBeenCalled();
  });
});

describe('useUserProfiles', () => {
  it('gives the profiles of the people asked for, in one request', async () => {
    const ana = { id: 'u-1', username: 'ana' };
    const byIds = jest.fn(async () => [ana]);
    const { result } = renderHook(() => useUserProfiles(['u-1', 'u-2', 'u-1']), { wrapper: wrapperFor({ users: { byIds } as never }) });

    await waitFor(() => expect(result.current.get('u-1')).toEqual(ana));
    expect(result.current.has('u-2')).toBe(false);
    expect(byIds).toHaveBeenCalledTimes(1);
    expect(byIds).toHaveBeenCalledWith(['u-1', 'u-2']);
  });

  it('asks nothing for nobody', () => {
    const byIds = jest.fn(async () => []);
    const { result } = renderHook(() => useUserProfiles([]), { wrapper: wrapperFor({ users: { byIds } as never }) });

    expect(result.current.size).toBe(0);
    expect(byIds).not.toHaveBeenCalled();
  });
});

describe('a query on a page that goes away', () => {
  it('aborts its fetch when the page unmounts before the answer', async () => {
    let signal: AbortSignal | undefined;
    const get = jest.fn((_id: string, options: { signal?: AbortSignal } = {}) => {
      signal = options.signal;
      return new Promise<null>(() => undefined);
    });
    const api = { mints: { get } } as unknown as MarketplaceApi;
    const { unmount } = renderHook(() => useQuery(mintsQueries.detail(api, 'mint-1')), { wrapper: wrapperFor(api) });
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(signal?.aborted).toBe(false);

    unmount();

    await waitFor(() => expect(signal?.aborted).toBe(true));
  });
});

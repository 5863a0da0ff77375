import { MutationObserver, QueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import type { MintRecord, OfferRecord } from '../../wire/entities/records';
import { ApiError } from '../../wire/api/api-error';
import type { MarketplaceApi } from '../resources/marketplace-api';
import type { MarketListing } from '../../wire/schemas/listing-schemas';
import { collectiblesKeys } from './collectibles-queries';
import { devicesKeys, devicesMutations } from './devices-queries';
import { marketKeys, marketMutations } from './market-queries';
import { merchantsKeys } from './merchants-queries';
import { mintsKeys, mintsMutations } from './mints-queries';
import { notificationsKeys, notificationsMutations } from './notifications-queries';
import { offersKeys, offersMutations } from './offers-queries';
import { ratesKeys } from './rates-queries';
import { statusKeys, statusMutations } from './status-queries';
import { storeKeys } from './store-queries';
import { transactionsKeys } from './transactions-queries';
import { userSettingsMutations } from './user-settings-queries';
import { usersKeys } from './users-queries';
import { walletKeys } from './wallet-queries';

const MERCHANT = 'elemental-raiders';
const MINT: MintRecord = {
  id: 'mint-1',
  collectibleId: 'collectible-1',
  listingId: 'listing-1',
  price: '100.0',
  fee: '10.0',
  total: '110.0',
  message: 'Marketplace purchase',
  status: 'SIGNED',
  expiresAt: '2025-05-01T12:10:00.000Z',
  createdAt: '2025-05-01T12:00:00.000Z',
};
const OFFER: OfferRecord = {
  id: 'offer-1',
  collectibleId: 'collectible-1',
  bidderId: 'user-2',
  price: '5.0',
  status: 'ACCEPTED',
  time: '2025-05-01T12:00:00.000Z',
};
const LISTING = {
  id: 'listing-2',
  merchantId: MERCHANT,
  price: '12.0',
  status: 'ACTIVE',
  collectible: { id: 'collectible-1' },
} as unknown as MarketListing;

/** What a page may have in the cache when a mutation runs: each resource's reads, and a neighbour of each. */
const CACHED = {
  rate: ratesKeys.productUsd(),
  merchants: merchantsKeys.list(),
  maintenance: statusKeys.maintenance(),
  selfUser: usersKeys.self(),
  mint: mintsKeys.detail(MINT.id),
  otherMint: mintsKeys.detail('mint-2'),
  mints: mintsKeys.list({ page: 1 }),
  collectible: collectiblesKeys.detail(MINT.collectibleId),
  otherCollectible: collectiblesKeys.detail('collectible-2'),
  collection: collectiblesKeys.ofUser('user-1'),
  storeItems: storeKeys.items(MERCHANT),
  marketStacks: marketKeys.stacks(MERCHANT),
  otherMarket: marketKeys.stacks('diamond-dreams'),
  ownListings: marketKeys.own({ page: 1, pageSize: 3 }),
  balance: walletKeys.serverBalance(),
  transactions: transactionsKeys.list({ page: 1 }),
  offers: offersKeys.list({ agent: 'BUYER' }),
  notifications: notificationsKeys.list({ page: 1 }),
  devices: devicesKeys.list(),
} satisfies Record<string, QueryKey>;
type Cached = keyof typeof CACHED;

function cacheEverything(): QueryClient {
  const client = new QueryClient();
  for (const key of Object.values(CACHED)) client.setQueryData(key, { cached: true });
  client.setQueryData(CACHED.devices, [{ id: 'device-1' }, { id: 'device-2' }]);
  return client;
}

async function run<TData, TVariables>(client: QueryClient, options: UseMutationOptions<TData, Error, TVariables>, variables: TVariables) {
  await new MutationObserver(client, options).mutate(variables).catch(() => undefined);
}

const invalidated = (client: QueryClient) => (Object.keys(CACHED) as Cached[]).filter((name) => client.getQueryState(CACHED[name])?.isInvalidated).sort();

const api = (resources: Partial<Record<keyof MarketplaceApi, object>>) => resources as unknown as MarketplaceApi;

type Case = [string, (client: QueryClient) => Promise<void>, Cached[]];

const CASES: Case[] = [
  [
    'paying a mint',
    (client) => run(client, mintsMutations.pay(api({ mints: { sign: async () => MINT } })), { mintId: MINT.id, request: { signature: '0x' } }),
    ['balance', 'collectible', 'collection', 'mints', 'otherCollectible', 'storeItems', 'transactions'],
  ],
  [
    'cancelling a mint',
    (client) => run(client, mintsMutations.cancel(api({ mints: { cancel: async () => ({ ...MINT, status: 'CANCELLED' }) } })), MINT.id),
    ['collectible', 'mints', 'storeItems'],
  ],
  [
    'reserving a mint',
    (client) =>
      run(client, mintsMutations.reserve(api({ mints: { reserve: async () => ({ ...MINT, status: 'RESERVED' }) } })), {
        mintId: MINT.id,
        request: { collectibleId: MINT.collectibleId },
      }),
    ['collectible', 'mints', 'storeItems'],
  ],
  [
    'making an offer',
    (client) =>
      run(client, offersMutations.make(api({ offers: { make: async () => ({ ...OFFER, status: 'OPEN' }) } })), {
        collectibleId: OFFER.collectibleId,
        request: { price: '5.0', signature: '0x' },
      }),
    ['collectible', 'collection', 'offers'],
  ],
  [
    'accepting an offer',
    (client) => run(client, offersMutations.accept(api({ offers: { accept: async () => OFFER } })), { offerId: OFFER.id, acceptance: { signature: '0x' } }),
    ['balance', 'collectible', 'collection', 'marketStacks', 'offers', 'otherCollectible', 'otherMarket', 'ownListings', 'transactions'],
  ],
  [
    'declining an offer',
    (client) => run(client, offersMutations.decline(api({ offers: { decline: async () => ({ ...OFFER, status: 'DECLINED' }) } })), OFFER.id),
    ['collectible', 'collection', 'offers'],
  ],
  [
    'withdrawing an offer',
    (client) => run(client, offersMutations.withdraw(api({ offers: { withdraw: async () => ({ ...OFFER, status: 'CANCELLED' }) } })), OFFER.id),
    ['collectible', 'collection', 'offers'],
  ],
  [
    'listing a collectible on the market',
    (client) =>
      run(client, marketMutations.list(api({ market: { list: async () => LISTING } })), { collectibleId: 'collectible-1', price: '12.0', signature: '0x' }),
    ['collectible', 'marketStacks', 'ownListings'],
  ],
  [
    'changing the price of a market listing',
    (client) =>
      run(client, marketMutations.reprice(api({ market: { reprice: async () => LISTING } })), {
        listingId: LISTING.id,
        change: { price: '14.00', signature: '0x' },
      }),
    ['collectible', 'marketStacks', 'ownListings'],
  ],
  [
    'withdrawing a market listing',
    (client) => run(client, marketMutations.cancel(api({ market: { cancel: async () => LISTING } })), LISTING.id),
    ['collectible', 'marketStacks', 'ownListings'],
  ],
  [
    'reading a notification',
    (client) => run(client, notificationsMutations.read(api({ notifications: { read: async () => ({ unread: 0 }) } })), 'n-1'),
    ['notifications'],
  ],
  [
    'reading every notification',
    (client) => run(client, notificationsMutations.readAll(api({ notifications: { readAll: async () => ({ unread: 0 }) } })), undefined),
    ['notifications'],
  ],
  [
    'removing a device',
    (client) => run(client, devicesMutations.remove(api({ devices: { remove: async () => ({ id: 'device-2' }) } })), 'device-2'),
    ['devices'],
  ],
  [
    'saving a setting',
    (client) =>
      run(client, userSettingsMutations.setShowBalance(api({ userSettings: { setShowBalance: async () => ({ showBalance: false }) } })), {
        showBalance: false,
      }),
    ['selfUser'],
  ],
  [
    'a setting the server refused',
    (client) =>
      run(
        client,
        userSettingsMutations.setLocale(api({ userSettings: { setLocale: async () => Promise.reject(new ApiError('PUT /api/users/self/locale', 500, 'x')) } })),
        {
          preferredLocale: 'fr',
        },
      ),
    ['selfUser'],
  ],
];

describe('after a mutation', () => {
  it.each(CASES)('%s reads again exactly what it changed', async (_name, mutate, expected) => {
    const client = cacheEverything();

    await mutate(client);

    expect(invalidated(client)).toEqual([...expected].sort());
  });

  it('a mint the server answered replaces the one read, at once', async () => {
    const client = cacheEverything();

    await run(client, mintsMutations.pay(api({ mints: { sign: async () => MINT } })), { mintId: MINT.id, request: { signature: '0x' } });

    expect(client.getQueryData(mintsKeys.detail(MINT.id))).toEqual(MINT);
  });

  it('a listing the server answered replaces the one read, at once', async () => {
    const client = cacheEverything();

    await run(client, marketMutations.cancel(api({ market: { cancel: async () => LISTING } })), LISTING.id);

    expect(client.getQueryData(marketKeys.listing(MERCHANT, LISTING.id))).toEqual(LISTING);
  });

  it('a removed device leaves the list at once', async () => {
    const client = cacheEverything();

    await run(client, devicesMutations.remove(api({ devices: { remove: async () => ({ id: 'device-2' }) } })), 'device-2');

    expect(client.getQueryData(devicesKeys.list())).toEqual([{ id: 'device-1' }]);
  });

  it.each([
    [true, 503],
    [false, 200],
  ])('the maintenance switch set to %s shows the status the server now enforces (%i)', async (enabled, statusCode) => {
    const client = cacheEverything();

    await run(client, statusMutations.setMaintenance(api({ status: { setMaintenance: async () => ({ enabled }) } })), enabled);

    expect(client.getQueryData(statusKeys.maintenance())).toEqual({ statusCode });
  });

  it('a refused mint payment changes nothing in the cache', async () => {
    const client = cacheEverything();
    const refusal = new ApiError(`POST /api/users/self/mints/${MINT.id}/sign`, 409, 'x');

    await run(client, mintsMutations.pay(api({ mints: { sign: async () => Promise.reject(refusal) } })), { mintId: MINT.id, request: { signature: '0x' } });

    expect(invalidated(client)).toEqual([]);
    expect(client.getQueryData(mintsKeys.detail(MINT.id))).toEqual({ cached: true });
  });
});

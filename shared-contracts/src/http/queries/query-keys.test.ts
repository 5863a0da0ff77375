import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import type { MarketplaceApi } from '../resources/marketplace-api';
import { collectiblesKeys, collectiblesQueries } from './collectibles-queries';
import { craftKeys, craftQueries } from './craft-queries';
import { devicesKeys, devicesQueries } from './devices-queries';
import { marketKeys, marketQueries } from './market-queries';
import { merchantsKeys, merchantsQueries } from './merchants-queries';
import { mintsKeys, mintsQueries } from './mints-queries';
import { notificationsKeys, notificationsQueries } from './notifications-queries';
import { offersKeys, offersQueries } from './offers-queries';
import { playersKeys, playersQueries } from './players-queries';
import { ratesKeys, ratesQueries } from './rates-queries';
import { SELF_SCOPE } from './self-scope';
import { searchKeys, searchQueries } from './search-queries';
import { showcaseKeys, showcaseQueries } from './showcase-queries';
import { statusKeys, statusQueries } from './status-queries';
import { storeKeys, storeQueries } from './store-queries';
import { transactionsKeys, transactionsQueries } from './transactions-queries';
import { usersKeys, usersQueries } from './users-queries';
import { walletKeys, walletQueries } from './wallet-queries';
import { walletMovesKeys, walletMovesQueries } from './wallet-moves-queries';

// Building options calls no resource function: only their query functions do.
const api = {} as MarketplaceApi;
const BALANCE_QUERY = { contractAddress: '0xc', address: '0xa' };

/** Every query a page can run, the key it must cache under, and whether it is the signed-in user's own. */
const QUERIES: Array<[string, QueryKey, QueryKey, 'self' | 'public']> = [
  ['rate', ratesQueries.productUsd(api).queryKey, ratesKeys.productUsd(), 'public'],
  ['merchants', merchantsQueries.list(api).queryKey, merchantsKeys.list(), 'public'],
  ['showcase', showcaseQueries.home(api).queryKey, showcaseKeys.home(), 'public'],
  ['search', searchQueries.find(api, { q: ' ruby ', limit: 4 }).queryKey, searchKeys.find({ q: 'ruby', limit: 4 }), 'public'],
  ['maintenance', statusQueries.maintenance(api).queryKey, statusKeys.maintenance(), 'public'],
  ['self user', usersQueries.self(api).queryKey, usersKeys.self(), 'self'],
  ['KYC self user', usersQueries.kycSelf(api).queryKey, usersKeys.kycSelf(), 'self'],
  ['profiles', usersQueries.profiles(api, ['b', 'a']).queryKey, usersKeys.profiles(['a', 'b']), 'public'],
  ['profile', usersQueries.profile(api, 'ana').queryKey, usersKeys.profile('ana'), 'public'],
  ['collection', collectiblesQueries.ofUser(api, 'u-1', { page: 2 }).queryKey, collectiblesKeys.ofUser('u-1', { page: 2 }), 'public'],
  ['collection page', collectiblesQueries.page(api, 'u-1', { page: 2 }).queryKey, collectiblesKeys.page('u-1', { page: 2 }), 'public'],
  ['collection filters', collectiblesQueries.filters(api, 'u-1').queryKey, collectiblesKeys.filters('u-1'), 'public'],
  ['collectible', collectiblesQueries.detail(api, 'c-1').queryKey, collectiblesKeys.detail('c-1'), 'public'],
  ['store categories', storeQueries.categories(api, 'm-1').queryKey, storeKeys.categories('m-1'), 'public'],
  ['store items', storeQueries.items(api, 'm-1', { categoryId: 'k' }).queryKey, storeKeys.items('m-1', { categoryId: 'k' }), 'public'],
  ['store item', storeQueries.item(api, 'm-1', 'l-1').queryKey, storeKeys.item('m-1', 'l-1'), 'public'],
  ['market stacks', marketQueries.stacks(api, 'm-1').queryKey, marketKeys.stacks('m-1'), 'public'],
  ['market stack', marketQueries.stackListings(api, 'm-1', 's-1').queryKey, marketKeys.stackListings('m-1', 's-1'), 'public'],
  ['market listing', marketQueries.listing(api, 'm-1', 'l-1').queryKey, marketKeys.listing('m-1', 'l-1'), 'public'],
  ['market listings', marketQueries.listings(api, 'm-1', { q: 'ruby' }, 'u-1').queryKey, marketKeys.listings('m-1', { q: 'ruby' }, 'u-1'), 'public'],
  ['own listings', marketQueries.own(api, { pageSize: 3 }).queryKey, marketKeys.own({ pageSize: 3 }), 'self'],
  ['stack completion', marketQueries.stackCompletion(api, 'm-1', 's-1', null).queryKey, marketKeys.stackCompletion('m-1', 's-1', null), 'public'],
  ['craft categories', craftQueries.categories(api, 'm-1').queryKey, craftKeys.categories('m-1'), 'public'],
  ['craft recipes', craftQueries.recipes(api, 'm-1').queryKey, craftKeys.recipes('m-1'), 'public'],
  ['craft recipe', craftQueries.recipe(api, 'm-1', 'r-1').queryKey, craftKeys.recipe('m-1', 'r-1'), 'public'],
  ['player', playersQueries.ofMerchant(api, 'm-1').queryKey, playersKeys.ofMerchant('m-1'), 'self'],
  ['mints', mintsQueries.list(api).queryKey, mintsKeys.list(), 'self'],
  ['mint', mintsQueries.detail(api, 'mint-1').queryKey, mintsKeys.detail('mint-1'), 'self'],
  ['offers', offersQueries.list(api, { agent: 'SELLER' }).queryKey, offersKeys.list({ agent: 'SELLER' }), 'self'],
  ['transactions', transactionsQueries.list(api).queryKey, transactionsKeys.list(), 'self'],
  ['notifications', notificationsQueries.list(api, { page: 1 }).queryKey, notificationsKeys.list({ page: 1 }), 'self'],
  ['devices', devicesQueries.list(api).queryKey, devicesKeys.list(), 'self'],
  ['server balance', walletQueries.serverBalance(api).queryKey, walletKeys.serverBalance(), 'self'],
  ['explorer balance', walletQueries.tokenBalance(api, BALANCE_QUERY).queryKey, walletKeys.tokenBalance(BALANCE_QUERY), 'self'],
  ['deposits', walletMovesQueries.deposits(api).queryKey, walletMovesKeys.deposits(), 'self'],
  ['transfer', walletMovesQueries.transfer(api, 't-1').queryKey, walletMovesKeys.transfer('t-1'), 'self'],
  ['transfer terms', walletMovesQueries.transferTerms(api).queryKey, walletMovesKeys.transferTerms, 'public'],
];

const isUnder = (key: QueryKey, prefix: QueryKey) => partialMatchKey(key, prefix);

describe('query keys', () => {
  it.each(QUERIES)('the %s query caches under the key its factory names', (_name, optionsKey, factoryKey) => {
    expect(optionsKey).toEqual(factoryKey);
  });

  it.each(QUERIES.map(([name, key, , scope]) => [name, scope === 'self' ? 'inside' : 'outside', key] as const))(
    'the %s query sits %s the signed-in user’s scope, which the shell drops when the user changes',
    (_name, where, key) => {
      expect(isUnder(key, SELF_SCOPE)).toBe(where === 'inside');
    },
  );

  it('asks for the same people once, in whatever order a page names them', () => {
    expect(usersKeys.profiles(['b', 'a', 'b'])).toEqual(usersKeys.profiles(['a', 'b']));
  });

  it('keeps distinct pages, merchants and ids apart', () => {
    expect(mintsKeys.list({ page: 1 })).not.toEqual(mintsKeys.list({ page: 2 }));
    expect(storeKeys.items('m-1')).not.toEqual(storeKeys.items('m-2'));
    expect(collectiblesKeys.detail('c-1')).not.toEqual(collectiblesKeys.detail('c-2'));
    // The loud read never shares a cache entry with the one a failure answers as an empty page.
    expect(collectiblesKeys.page('u-1', {})).not.toEqual(collectiblesKeys.ofUser('u-1', {}));
  });

  it('keeps what one viewer of the market was answered apart from what a visitor or another viewer was', () => {
    expect(marketKeys.listings('m-1', {}, 'u-1')).not.toEqual(marketKeys.listings('m-1', {}, null));
    expect(marketKeys.stackCompletion('m-1', 's', 'u-1')).not.toEqual(marketKeys.stackCompletion('m-1', 's', 'u-2'));
  });

  it('nests each resource’s keys under its `all`, so one invalidation reaches every page of it', () => {
    expect(isUnder(mintsKeys.detail('m'), mintsKeys.all)).toBe(true);
    expect(isUnder(mintsKeys.list({ page: 3 }), mintsKeys.lists())).toBe(true);
    expect(isUnder(mintsKeys.detail('m'), mintsKeys.lists())).toBe(false);
    expect(isUnder(collectiblesKeys.ofUser('u-1', { page: 2 }), collectiblesKeys.ofUserAll('u-1'))).toBe(true);
    expect(isUnder(collectiblesKeys.page('u-1', { page: 2 }), collectiblesKeys.ofUserAll('u-1'))).toBe(true);
    expect(isUnder(storeKeys.item('m-1', 'l-1'), storeKeys.ofMerchant('m-1'))).toBe(true);
    expect(isUnder(marketKeys.stackListings('m-1', 's'), marketKeys.ofMerchant('m-1'))).toBe(true);
    expect(isUnder(marketKeys.listings('m-1', { page: 2 }, null), marketKeys.ofMerchant('m-1'))).toBe(true);
    expect(isUnder(marketKeys.stackCompletion('m-1', 's', 'u-1'), marketKeys.ofMerchant('m-1'))).toBe(true);
    expect(isUnder(craftKeys.recipe('m-1', 'r'), craftKeys.ofMerchant('m-1'))).toBe(true);
    expect(isUnder(walletKeys.tokenBalance(BALANCE_QUERY), walletKeys.balance)).toBe(true);
    expect(isUnder(notificationsKeys.list(), notificationsKeys.all)).toBe(true);
    expect(isUnder(offersKeys.list({ agent: 'BUYER' }), offersKeys.all)).toBe(true);
    expect(isUnder(transactionsKeys.list({ page: 2 }), transactionsKeys.all)).toBe(true);
    expect(isUnder(devicesKeys.list(), devicesKeys.all)).toBe(true);
    expect(isUnder(playersKeys.ofMerchant('m-1'), playersKeys.all)).toBe(true);
    expect(isUnder(marketKeys.own({ status: 'SOLD', page: 2 }), marketKeys.ownAll)).toBe(true);
  });
});

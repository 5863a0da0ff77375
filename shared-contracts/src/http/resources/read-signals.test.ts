import { ApiError } from '../../wire/api/api-error';
import type { RequestOptions } from '../transport/request-options';
import { createMarketplaceApi, type MarketplaceApi } from './marketplace-api';
import { fakeApi, type SentCall } from '../../testing/api/fake-api';

type Read = (api: MarketplaceApi, options: RequestOptions) => Promise<unknown>;

/** Every read a query runs, called the way its query function calls it. */
const READS: Array<[string, Read]> = [
  ['rates.productUsd', (api, options) => api.rates.productUsd(options)],
  ['merchants.list', (api, options) => api.merchants.list(options)],
  ['status.maintenance', (api, options) => api.status.maintenance(options)],
  ['users.self', (api, options) => api.users.self(options)],
  ['users.kycSelf', (api, options) => api.users.kycSelf(options)],
  ['users.byIds', (api, options) => api.users.byIds(['user-1', 'user-2'], options)],
  ['users.byUsernameOrId', (api, options) => api.users.byUsernameOrId('ana', options)],
  ['collectibles.ofUser', (api, options) => api.collectibles.ofUser('user-1', { page: 2 }, options)],
  ['collectibles.page', (api, options) => api.collectibles.page('user-1', { page: 2 }, options)],
  ['collectibles.filters', (api, options) => api.collectibles.filters('user-1', {}, options)],
  ['collectibles.detail', (api, options) => api.collectibles.detail('c-1', options)],
  ['store.categories', (api, options) => api.store.categories('m-1', options)],
  ['store.items', (api, options) => api.store.items('m-1', {}, options)],
  ['store.item', (api, options) => api.store.item('m-1', 'l-1', options)],
  ['market.stacks', (api, options) => api.market.stacks('m-1', {}, options)],
  ['market.stackListings', (api, options) => api.market.stackListings('m-1', 's-1', {}, options)],
  ['market.listing', (api, options) => api.market.listing('m-1', 'l-1', options)],
  ['market.listings', (api, options) => api.market.listings('m-1', { q: 'ruby' }, options)],
  ['market.stackCompletion', (api, options) => api.market.stackCompletion('m-1', 's-1', options)],
  ['market.own', (api, options) => api.market.own({ pageSize: 3 }, options)],
  ['craft.categories', (api, options) => api.craft.categories('m-1', options)],
  ['craft.recipes', (api, options) => api.craft.recipes('m-1', {}, options)],
  ['craft.recipe', (api, options) => api.craft.recipe('m-1', 'r-1', options)],
  ['players.elementalRaiders', (api, options) => api.players.elementalRaiders(options)],
  ['players.ofMerchant', (api, options) => api.players.ofMerchant('m-1', options)],
  ['mints.list', (api, options) => api.mints.list({}, options)],
  ['mints.get', (api, options) => api.mints.get('mint-1', options)],
  ['offers.list', (api, options) => api.offers.list({ agent: 'BUYER' }, options)],
  ['offers.page', (api, options) => api.offers.page({ agent: 'SELLER' }, options)],
  ['transactions.list (page 1, with the pending ones)', (api, options) => api.transactions.list({ page: 1 }, options)],
  ['transactions.history (page 1, with the pending ones)', (api, options) => api.transactions.history({ page: 1 }, options)],
  ['notifications.list', (api, options) => api.notifications.list({}, options)],
  ['devices.list', (api, options) => api.devices.list(options)],
  ['wallet.serverBalance', (api, options) => api.wallet.serverBalance(options)],
  ['explorer.tokenBalance', (api, options) => api.explorer.tokenBalance({ contractAddress: '0xc', address: '0xa' }, options)],
];

/** An answer that never comes, until the call's own signal gives up on it (as a browser's fetch does). */
const hangUntilAborted = (call: SentCall) =>
  new Promise<Response>((_resolve, reject) => {
    call.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

describe('every read', () => {
  it.each(READS)('%s sends the caller’s AbortSignal with each request, and rejects as aborted when it fires', async (_name, read) => {
    const { transport, calls } = fakeApi(hangUntilAborted);
    const controller = new AbortController();

    const reading = read(createMarketplaceApi(transport), { signal: controller.signal });
    await new Promise((resolve) => setImmediate(resolve));
    controller.abort();

    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.signal).toBe(controller.signal);
    // Not an empty list or a null "not found": a cancelled read has no answer, so nothing caches one.
    const outcome = await reading.catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(ApiError);
    expect(outcome).toMatchObject({ kind: 'aborted' });
  });
});

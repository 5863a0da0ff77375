import { MutationObserver, partialMatchKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../wire/api/api-error';
import type { MarketplaceApi } from '../resources/marketplace-api';
import type { CraftOutcome } from '../../wire/schemas/craft-schemas';
import { collectiblesKeys } from './collectibles-queries';
import { craftKeys, craftMutations, craftQueries } from './craft-queries';
import { marketKeys } from './market-queries';
import { SELF_SCOPE } from './self-scope';
import { storeKeys } from './store-queries';
import { transactionsKeys } from './transactions-queries';
import { walletKeys } from './wallet-queries';

const MERCHANT = 'elemental-raiders';
const api = (craft: Partial<MarketplaceApi['craft']>) => ({ craft }) as unknown as MarketplaceApi;

const OUTCOME = {
  recipeId: 'r-1',
  result: { id: 'c-new', merchantId: MERCHANT },
  consumed: [{ id: 'c-1' }],
} as unknown as CraftOutcome;

/** What a craft page and the pages around it may hold when a craft runs. */
const CACHED = {
  readiness: craftKeys.readiness(MERCHANT, { categoryId: 'forge' }),
  recipeReadiness: craftKeys.recipeReadiness('r-1'),
  recipes: craftKeys.recipes(MERCHANT),
  collection: collectiblesKeys.ofUser('u-1'),
  consumedCollectible: collectiblesKeys.detail('c-1'),
  transactions: transactionsKeys.list({ page: 1 }),
  market: marketKeys.stackCompletion(MERCHANT, 'er-ember-ore', 'u-1'),
  otherMarket: marketKeys.stacks('diamond-dreams'),
  store: storeKeys.items(MERCHANT),
  balance: walletKeys.serverBalance(),
} satisfies Record<string, QueryKey>;

function cacheEverything(): QueryClient {
  const client = new QueryClient();
  for (const key of Object.values(CACHED)) client.setQueryData(key, { cached: true });
  return client;
}

const invalidated = (client: QueryClient) =>
  (Object.keys(CACHED) as Array<keyof typeof CACHED>).filter((name) => client.getQueryState(CACHED[name])?.isInvalidated).sort();

describe('craft queries', () => {
  it("keeps the signed-in user's ingredients under the self scope, so they go when the user changes, and the recipes outside it", () => {
    const readApi = {} as MarketplaceApi;

    expect(partialMatchKey(craftQueries.readiness(readApi, MERCHANT).queryKey, SELF_SCOPE)).toBe(true);
    expect(partialMatchKey(craftQueries.recipeReadiness(readApi, 'r-1').queryKey, SELF_SCOPE)).toBe(true);
    expect(partialMatchKey(craftQueries.recipes(readApi, MERCHANT).queryKey, SELF_SCOPE)).toBe(false);
  });

  it('after a craft, reads again what changed hands: ingredients, collections, collectibles, ledger and that merchant’s market', async () => {
    const client = cacheEverything();

    await new MutationObserver(client, craftMutations.craft(api({ craft: async () => OUTCOME }))).mutate({
      recipeId: 'r-1',
      collectibleIds: ['c-1'],
      signature: '0x',
    });

    expect(invalidated(client)).toEqual(['collection', 'consumedCollectible', 'market', 'readiness', 'recipeReadiness', 'transactions']);
  });

  it('after a refused craft, reads the ingredients again and nothing else', async () => {
    const client = cacheEverything();
    const refuse = async () => Promise.reject(new ApiError('POST /api/users/self/crafts', 409, 'Missing ingredients'));

    await new MutationObserver(client, craftMutations.craft(api({ craft: refuse })))
      .mutate({ recipeId: 'r-1', collectibleIds: ['c-1'], signature: '0x' })
      .catch(() => undefined);

    expect(invalidated(client)).toEqual(['readiness', 'recipeReadiness']);
  });
});

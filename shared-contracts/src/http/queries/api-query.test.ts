import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { createMarketplaceApi } from '../resources/marketplace-api';
import { fakeApi, type SentCall } from '../../testing/api/fake-api';
import { apiQuery } from './api-query';
import { mintsKeys, mintsQueries } from './mints-queries';

const MINT_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

/** An answer that never comes, until the request's own signal gives up on it (as a browser's fetch does). */
const hangUntilAborted = (call: SentCall) =>
  new Promise<Response>((_resolve, reject) => {
    call.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('apiQuery', () => {
  it('hands the read the AbortSignal TanStack gives the query', async () => {
    const read = jest.fn(async (_options: { signal?: AbortSignal }) => 'answer');
    const client = new QueryClient();

    await client.fetchQuery(apiQuery(['thing'], read));

    expect(read).toHaveBeenCalledWith({ signal: expect.any(AbortSignal) });
  });

  it('keeps the key it is given, and the freshness', () => {
    expect(apiQuery(['thing', 1], async () => 1, { staleTime: 5 })).toMatchObject({ queryKey: ['thing', 1], staleTime: 5 });
  });
});

describe('a query on the real client', () => {
  it('aborts its fetch when the last one watching it goes away, and caches no answer', async () => {
    const { transport, calls } = fakeApi(hangUntilAborted);
    const client = new QueryClient();
    const observer = new QueryObserver(client, mintsQueries.detail(createMarketplaceApi(transport), MINT_ID));

    const stopWatching = observer.subscribe(() => undefined);
    await settle();
    expect(calls).toHaveLength(1);
    stopWatching();
    await settle();

    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(client.getQueryData(mintsKeys.detail(MINT_ID))).toBeUndefined();
    expect(client.getQueryState(mintsKeys.detail(MINT_ID))?.status).toBe('pending');
  });
});

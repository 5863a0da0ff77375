import { lazyResourceGroup } from './lazy-resource-group';
import { createMarketplaceApi } from './marketplace-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

// The offers group is a lazy one: its factory is watched, to see when the client creates the group.
jest.mock('./offers-api', () => {
  const actual = jest.requireActual<typeof import('./offers-api')>('./offers-api');
  return { ...actual, createOffersApi: jest.fn(actual.createOffersApi) };
});
const createOffersApiSeen = jest.requireMock<{ createOffersApi: jest.Mock }>('./offers-api').createOffersApi;
/** The eager group, for comparison: the real factory, not the watched one. */
const { createOffersApi } = jest.requireActual<typeof import('./offers-api')>('./offers-api');

const { transport } = fakeApi(() => undefined);

/** A group of two async methods, recording what it was created with and asked. */
function recordingGroup() {
  const created: unknown[] = [];
  const create = (on: unknown) => {
    created.push(on);
    return {
      echo: async (value: string) => `echo ${value}`,
      fail: async () => {
        throw new Error('refused');
      },
    };
  };
  return { created, create };
}

describe('a lazy resource group', () => {
  it('loads nothing until one of its methods is called', () => {
    const load = jest.fn(async () => recordingGroup().create);

    const group = lazyResourceGroup(transport, load);
    void group.echo;

    expect(load).not.toHaveBeenCalled();
  });

  it('loads its module once, creates the group on the transport and answers as the group does', async () => {
    const { created, create } = recordingGroup();
    const load = jest.fn(async () => create);
    const group = lazyResourceGroup(transport, load);

    await expect(Promise.all([group.echo('a'), group.echo('b')])).resolves.toEqual(['echo a', 'echo b']);
    await expect(group.fail()).rejects.toThrow('refused');

    expect(load).toHaveBeenCalledTimes(1);
    expect(created).toEqual([transport]);
  });

  it('rejects the call when its chunk fails to load, and loads again on the next call', async () => {
    const chunkFailure = Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError' });
    const load = jest
      .fn<Promise<ReturnType<typeof recordingGroup>['create']>, []>()
      .mockRejectedValueOnce(chunkFailure)
      .mockResolvedValueOnce(recordingGroup().create);
    const group = lazyResourceGroup(transport, load);

    await expect(group.echo('a')).rejects.toBe(chunkFailure);
    await expect(group.echo('b')).resolves.toBe('echo b');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not mistaken for a promise: awaiting the group gives the group', async () => {
    const group = lazyResourceGroup(transport, async () => recordingGroup().create);

    await expect(Promise.resolve(group)).resolves.toBe(group);
  });
});

describe('the marketplace client', () => {
  it('loads a group the first page does not need only on its first call, which goes out as the eager group sends it', async () => {
    const answer = { records: [], total: 0 };
    const lazy = fakeApi(() => envelope(answer));
    const eager = fakeApi(() => envelope(answer));

    const api = createMarketplaceApi(lazy.transport);
    void api.offers.list;
    expect(createOffersApiSeen).not.toHaveBeenCalled();

    await expect(api.offers.list({ agent: 'SELLER', page: 2 })).resolves.toEqual(answer);
    await expect(createOffersApi(eager.transport).list({ agent: 'SELLER', page: 2 })).resolves.toEqual(answer);
    await api.offers.list({ agent: 'BUYER' });
    expect(createOffersApiSeen).toHaveBeenCalledTimes(1);
    expect(createOffersApiSeen).toHaveBeenCalledWith(lazy.transport);
    expect(lazy.calls[0]).toEqual(eager.calls[0]);
  });

  it('rejects a lazy group call as the eager group does when the server refuses', async () => {
    const { transport: refusing } = fakeApi(() => failure(409));
    const offerId = '4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c';

    const lazyRefusal = createMarketplaceApi(refusing).offers.decline(offerId);
    const eagerRefusal = createOffersApi(refusing).decline(offerId);

    await expect(lazyRefusal).rejects.toMatchObject({ status: 409 });
    await expect(eagerRefusal).rejects.toMatchObject({ status: 409 });
  });
});

import { ApiError } from '../api-error';
import { createMarketApi } from './market-api';
import { envelope, failure, fakeApi } from './testing/fake-api';

const LISTING = {
  id: '9d7c1c62-93a3-4b7e-8e0e-3b1f0f6a2c11',
  merchantId: 'diamond-dreams',
  price: '22.5',
  status: 'ACTIVE',
  seller: {
    id: '0b6a4c1e-4d0c-4e3a-9b65-2f3a1f2d9c01',
    username: 'collector',
    displayName: 'Collector',
    tagline: null,
    profilePicture: 'DEFAULT',
    profileBanner: 'banner0',
    registrationTime: '2025-01-02T03:04:05.000Z',
  },
  createdAt: '2025-05-01T12:00:00.000Z',
  collectible: {
    id: '5f0c2d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
    merchantId: 'diamond-dreams',
    setId: 'dd-sapphire-drop',
    name: 'Sapphire Drop',
    rarity: 'rare',
    imageUrl: '/api/collectible-images/dd-sapphire-drop.svg',
    properties: {},
    ownerId: '0b6a4c1e-4d0c-4e3a-9b65-2f3a1f2d9c01',
    receivedTime: '2025-05-01T12:00:00.000Z',
  },
};

describe('market api', () => {
  it('asks the stacks with the rarity filter as a comma list', async () => {
    const { transport, calls } = fakeApi(() => envelope({ total: 0, records: [], page: 1, totalPages: 0 }));

    await createMarketApi(transport).stacks('diamond-dreams', { rarity: ['rare', 'epic'], pageSize: 20 });

    expect(calls[0]?.url).toBe('https://api.market.test/api/merchants/diamond-dreams/market?page=1&pageSize=20&rarity=rare%2Cepic');
  });

  it('gives an empty page when the listings of a stack cannot be read', async () => {
    const { transport } = fakeApi(() => failure(500));

    await expect(createMarketApi(transport).stackListings('diamond-dreams', 'dd-sapphire-drop')).resolves.toEqual({
      total: 0,
      records: [],
      page: 1,
      totalPages: 0,
    });
  });

  it('gives null for a listing that does not exist', async () => {
    const { transport } = fakeApi(() => failure(404, 'Listing not found'));

    await expect(createMarketApi(transport).listing('diamond-dreams', LISTING.id)).resolves.toBeNull();
  });

  it('posts a new listing and answers it', async () => {
    const { transport, calls } = fakeApi(() => envelope(LISTING));

    const listing = await createMarketApi(transport).list({ collectibleId: LISTING.collectible.id, price: '22.50' });

    expect(listing).toEqual(LISTING);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://api.market.test/api/users/self/listings',
      body: { collectibleId: LISTING.collectible.id, price: '22.50' },
    });
  });

  it("rejects a refused listing with the server's reason", async () => {
    const { transport } = fakeApi(() => failure(409, 'Collectible already listed'));

    const refusal = await createMarketApi(transport)
      .list({ collectibleId: LISTING.collectible.id, price: '1.00' })
      .catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).answerMessage).toBe('Collectible already listed');
  });

  it('cancels with DELETE and rejects a listing a purchase holds', async () => {
    const ok = fakeApi(() => envelope({ ...LISTING, status: 'CANCELLED' }));
    const held = fakeApi(() => failure(409, 'Listing is reserved'));

    await expect(createMarketApi(ok.transport).cancel(LISTING.id)).resolves.toMatchObject({ status: 'CANCELLED' });
    expect(ok.calls[0]).toMatchObject({ method: 'DELETE', url: `https://api.market.test/api/users/self/listings/${LISTING.id}` });
    await expect(createMarketApi(held.transport).cancel(LISTING.id)).rejects.toMatchObject({ status: 409 });
  });
});

import { ApiError } from '../../wire/api/api-error';
import { createMarketApi } from './market-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

const SIGNATURE = `0x${'ab'.repeat(65)}`;

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

    const listing = await createMarketApi(transport).list({ collectibleId: LISTING.collectible.id, price: '22.50', signature: SIGNATURE });

    expect(listing).toEqual(LISTING);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://api.market.test/api/users/self/listings',
      body: { collectibleId: LISTING.collectible.id, price: '22.50', signature: SIGNATURE },
    });
  });

  it('puts a new signed price on a listing and rejects one a purchase holds', async () => {
    const ok = fakeApi(() => envelope({ ...LISTING, price: '30.0' }));
    const held = fakeApi(() => failure(409, 'Listing is reserved'));

    await expect(createMarketApi(ok.transport).reprice(LISTING.id, { price: '30', signature: SIGNATURE })).resolves.toMatchObject({ price: '30.0' });
    expect(ok.calls[0]).toMatchObject({
      method: 'PUT',
      url: `https://api.market.test/api/users/self/listings/${LISTING.id}/price`,
      body: { price: '30', signature: SIGNATURE },
    });
    await expect(createMarketApi(held.transport).reprice(LISTING.id, { price: '30', signature: SIGNATURE })).rejects.toMatchObject({
      status: 409,
      answerMessage: 'Listing is reserved',
    });
  });

  it("rejects a refused listing with the server's reason", async () => {
    const { transport } = fakeApi(() => failure(409, 'Collectible already listed'));

    const refusal = await createMarketApi(transport)
      .list({ collectibleId: LISTING.collectible.id, price: '1.00', signature: SIGNATURE })
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

  it('asks the listings with the search, filters, sort and page, leaving out what is not set', async () => {
    const { transport, calls } = fakeApi(() => envelope({ total: 1, records: [LISTING], page: 2, totalPages: 2 }));

    const page = await createMarketApi(transport).listings('diamond-dreams', {
      q: '  100% pure ',
      rarity: ['rare', 'epic'],
      categoryId: 'rings',
      sort: 'PRICE_DESC',
      page: 2,
      pageSize: 24,
    });
    await createMarketApi(transport).listings('diamond-dreams', { q: '   ', rarity: [] });

    expect(page.records).toEqual([LISTING]);
    expect(calls[0]?.url).toBe(
      'https://api.market.test/api/merchants/diamond-dreams/market/listings?page=2&pageSize=24&q=100%25+pure&rarity=rare%2Cepic&categoryId=rings&sort=PRICE_DESC',
    );
    expect(calls[1]?.url).toBe('https://api.market.test/api/merchants/diamond-dreams/market/listings?page=1&pageSize=10');
  });

  it('asks the listings grouped per set with the same search, filters, sort and page, and reads stacks', async () => {
    const stack = { setId: 'dd-sapphire-drop', name: 'Sapphire Drop', rarity: 'rare', imageUrl: LISTING.collectible.imageUrl, listed: 5, floorPrice: '22.5' };
    const { transport, calls } = fakeApi(() => envelope({ total: 1, records: [stack], page: 1, totalPages: 1 }));

    const page = await createMarketApi(transport).listingSets('diamond-dreams', {
      q: ' ruby ',
      rarity: ['rare'],
      categoryId: 'rings',
      sort: 'PRICE_ASC',
      pageSize: 12,
    });

    expect(page.records).toEqual([stack]);
    expect(calls[0]?.url).toBe(
      'https://api.market.test/api/merchants/diamond-dreams/market/listings?page=1&pageSize=12&q=ruby&rarity=rare&categoryId=rings&sort=PRICE_ASC&groupBy=SET',
    );
  });

  it('rejects when the listings cannot be read, so the page can say so rather than show an empty market', async () => {
    const { transport } = fakeApi(() => failure(500));

    await expect(createMarketApi(transport).listings('diamond-dreams')).rejects.toBeInstanceOf(ApiError);
  });

  it("reads the person's own listings, ACTIVE unless another status is asked, and rejects when they cannot be read", async () => {
    const { seller: _seller, ...own } = LISTING;
    const { transport, calls } = fakeApi(() => envelope({ records: [own], total: 4 }));

    const answer = await createMarketApi(transport).own({ pageSize: 3 });
    await createMarketApi(transport).own({ status: 'SOLD', page: 2 });

    expect(answer).toEqual({ records: [own], total: 4 });
    expect(calls[0]?.url).toBe('https://api.market.test/api/users/self/listings?page=1&pageSize=3');
    expect(calls[1]?.url).toBe('https://api.market.test/api/users/self/listings?page=2&pageSize=10&status=SOLD');
    await expect(createMarketApi(fakeApi(() => failure(500)).transport).own()).rejects.toBeInstanceOf(ApiError);
  });

  it("reads a set's completion, and gives null for a set the merchant does not have", async () => {
    const completion = {
      setId: 'dd-sapphire-drop',
      name: 'Sapphire Drop',
      rarity: 'rare',
      imageUrl: '/api/collectible-images/dd-sapphire-drop.svg',
      target: 2,
      usedBy: [{ recipeId: '7d3c1c62-93a3-4b7e-8e0e-3b1f0f6a2c11', name: 'Royal Parure', quantity: 2 }],
      owned: [{ collectible: LISTING.collectible, listing: null }],
      missing: 1,
      cheapest: [LISTING],
      cost: '22.5',
      unavailable: 0,
    };
    const found = fakeApi(() => envelope(completion));
    const unknown = fakeApi(() => failure(404, 'Set not found'));

    await expect(createMarketApi(found.transport).stackCompletion('diamond-dreams', 'dd-sapphire-drop')).resolves.toEqual(completion);
    expect(found.calls[0]?.url).toBe('https://api.market.test/api/merchants/diamond-dreams/market/stacks/dd-sapphire-drop/completion');
    await expect(createMarketApi(unknown.transport).stackCompletion('diamond-dreams', 'dd-nothing')).resolves.toBeNull();
  });
});

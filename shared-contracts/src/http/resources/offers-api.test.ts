import { createOffersApi } from './offers-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

const OFFER = {
  id: '4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c',
  collectibleId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  bidderId: '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e',
  price: '80.00',
  status: 'OPEN',
  time: '2025-05-01T12:00:00.000Z',
};

const GROUP = {
  collectible: { id: OFFER.collectibleId, merchantId: 'diamond-dreams', name: 'Ruby Heart', rarity: 'legendary', imageUrl: '/img.png', ownerId: null },
  offers: [OFFER],
  bestPrice: '80.00',
};

describe('offers api', () => {
  it('asks for the offers grouped by collectible, for the agent given (spec §7)', async () => {
    const { transport, calls } = fakeApi(() => envelope({ records: [GROUP], total: 1 }));

    const list = await createOffersApi(transport).list({ agent: 'SELLER', page: 1 });

    expect(list).toEqual({ records: [GROUP], total: 1 });
    expect(calls[0]?.url).toBe('https://api.market.test/api/users/self/offers?groupBy=COLLECTIBLE&agent=SELLER&page=1');
  });

  it('gives an empty list when the call fails or answers another shape (spec §7)', async () => {
    const broken = fakeApi(() => failure(500));
    const malformed = fakeApi(() => envelope({ records: [{ ...GROUP, collectible: { ...GROUP.collectible, rarity: 'shiny' } }], total: 1 }));

    await expect(createOffersApi(broken.transport).list({ agent: 'BUYER' })).resolves.toEqual({ records: [], total: 0 });
    await expect(createOffersApi(malformed.transport).list({ agent: 'BUYER' })).resolves.toEqual({ records: [], total: 0 });
  });

  it('reads the same groups for the offers page, and rejects when the call fails or answers another shape so the page can offer a retry', async () => {
    const { transport, calls } = fakeApi(() => envelope({ records: [GROUP], total: 1 }));
    const broken = fakeApi(() => failure(500));
    const malformed = fakeApi(() => envelope({ records: [{ ...GROUP, collectible: { ...GROUP.collectible, rarity: 'shiny' } }], total: 1 }));

    await expect(createOffersApi(transport).page({ agent: 'SELLER', page: 2 })).resolves.toEqual({ records: [GROUP], total: 1 });
    expect(calls[0]?.url).toBe('https://api.market.test/api/users/self/offers?groupBy=COLLECTIBLE&agent=SELLER&page=2');
    await expect(createOffersApi(broken.transport).page({ agent: 'SELLER' })).rejects.toMatchObject({ status: 500 });
    await expect(createOffersApi(malformed.transport).page({ agent: 'BUYER' })).rejects.toThrow();
  });

  it('makes an offer on the collectible with its price and signature', async () => {
    const { transport, calls } = fakeApi(() => envelope(OFFER));
    const body = { price: '80', signature: `0x${'cd'.repeat(65)}` };

    await createOffersApi(transport).make(OFFER.collectibleId, body);

    expect(calls[0]).toMatchObject({ method: 'POST', url: `https://api.market.test/api/collectibles/${OFFER.collectibleId}/offers`, body });
  });

  it('narrows the list to one collectible when asked (extension)', async () => {
    const { transport, calls } = fakeApi(() => envelope({ records: [GROUP], total: 1 }));

    await createOffersApi(transport).list({ agent: 'SELLER', collectibleId: OFFER.collectibleId });

    expect(calls[0]?.url).toBe(`https://api.market.test/api/users/self/offers?groupBy=COLLECTIBLE&agent=SELLER&collectibleId=${OFFER.collectibleId}`);
  });

  it("accepts with the owner's signature in the body and gives the offer", async () => {
    const { transport, calls } = fakeApi(() => envelope({ ...OFFER, status: 'ACCEPTED' }));
    const body = { signature: `0x${'ef'.repeat(65)}` };

    await expect(createOffersApi(transport).accept(OFFER.id, body)).resolves.toMatchObject({ status: 'ACCEPTED' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `https://api.market.test/api/users/self/offers/${OFFER.id}/accept`, body });
  });

  it.each([
    ['decline', 'POST', `/api/users/self/offers/${OFFER.id}/decline`],
    ['withdraw', 'DELETE', `/api/users/self/offers/${OFFER.id}`],
  ] as const)('%s calls %s %s and gives the offer', async (action, method, path) => {
    const { transport, calls } = fakeApi(() => envelope(OFFER));

    await expect(createOffersApi(transport)[action](OFFER.id)).resolves.toEqual(OFFER);
    expect(calls[0]).toMatchObject({ method, url: `https://api.market.test${path}` });
  });
});

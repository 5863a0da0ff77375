import { createStoreApi } from './store-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

const ITEM = {
  id: '9d7c1c62-93a3-4b7e-8e0e-3b1f0f6a2c11',
  merchantId: 'diamond-dreams',
  categoryId: 'rings',
  price: '95.0',
  status: 'ACTIVE',
  collectible: {
    id: '5f0c2d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
    merchantId: 'diamond-dreams',
    setId: 'dd-emerald-ring',
    name: 'Emerald Ring',
    rarity: 'epic',
    imageUrl: '/api/collectible-images/dd-emerald-ring.svg',
    properties: {},
    ownerId: null,
    receivedTime: '2025-05-01T12:00:00.000Z',
  },
  supplyLeft: 2,
  playersOnly: false,
};

describe('store api', () => {
  it('asks the items of a category with the page defaults', async () => {
    const { transport, calls } = fakeApi(() => envelope({ total: 1, records: [ITEM], page: 1, totalPages: 1 }));

    const page = await createStoreApi(transport).items('diamond-dreams', { categoryId: 'rings' });

    expect(page.records).toEqual([ITEM]);
    expect(calls[0]?.url).toBe('https://api.market.test/api/merchants/diamond-dreams/store?categoryId=rings&page=1&pageSize=10');
  });

  it('asks one item per set when grouped', async () => {
    const { transport, calls } = fakeApi(() => envelope({ total: 1, records: [ITEM], page: 1, totalPages: 1 }));

    await createStoreApi(transport).items('diamond-dreams', { groupBy: 'SET', page: 2, pageSize: 12 });

    expect(calls[0]?.url).toBe('https://api.market.test/api/merchants/diamond-dreams/store?groupBy=SET&page=2&pageSize=12');
  });

  it("gives empty categories for an inactive merchant's 404 'Merchant not found', and rejects its items with that 404 so the page can say so", async () => {
    const { transport } = fakeApi(() => failure(404, 'Merchant not found'));

    await expect(createStoreApi(transport).categories('shadow-forge')).resolves.toEqual([]);
    await expect(createStoreApi(transport).items('shadow-forge', { page: 2 })).rejects.toMatchObject({ status: 404, answerMessage: 'Merchant not found' });
  });

  it('rejects a failed read of the items rather than answering an empty store', async () => {
    const { transport } = fakeApi(() => failure(503));

    await expect(createStoreApi(transport).items('diamond-dreams')).rejects.toMatchObject({ status: 503 });
  });

  it('gives null for an item that does not exist, and rejects other failures', async () => {
    const missing = fakeApi(() => failure(404));
    const broken = fakeApi(() => failure(503));

    await expect(createStoreApi(missing.transport).item('diamond-dreams', ITEM.id)).resolves.toBeNull();
    await expect(createStoreApi(broken.transport).item('diamond-dreams', ITEM.id)).rejects.toMatchObject({ status: 503 });
  });
});

import { ApiError } from '../../wire/api/api-error';
import { createShowcaseApi } from './showcase-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

const STORM_BOW = {
  kind: 'STORE',
  id: '5b0c9a57-3f43-8d1e-9f5a-2c4b6d8e0f11',
  merchantId: 'elemental-raiders',
  price: '18',
  listedAt: '2025-05-01T12:10:00.000Z',
  collectible: {
    id: '0e7c2f4a-9b1d-8c3e-a5f7-1d2e3f4a5b6c',
    merchantId: 'elemental-raiders',
    setId: 'er-storm-bow',
    name: 'Storm Bow',
    rarity: 'rare',
    imageUrl: '/api/collectible-images/er-storm-bow.svg',
    properties: { element: 'air' },
    ownerId: null,
    receivedTime: '2025-05-01T02:00:00.000Z',
  },
};

describe('showcase api', () => {
  it('reads the featured and newest items of the main API', async () => {
    const { transport, calls } = fakeApi(() => envelope({ featured: [STORM_BOW], newest: [] }));

    const showcase = await createShowcaseApi(transport).home();

    expect(showcase).toEqual({ featured: [STORM_BOW], newest: [] });
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET https://api.market.test/api/showcase']);
  });

  it('rejects when the showcase cannot be read, so the home page can offer to try again', async () => {
    const { transport } = fakeApi(() => failure(500));

    await expect(createShowcaseApi(transport).home()).rejects.toBeInstanceOf(ApiError);
  });

  it('refuses an item whose price is not a GEM amount', async () => {
    const { transport } = fakeApi(() => envelope({ featured: [{ ...STORM_BOW, price: '-1' }], newest: [] }));

    await expect(createShowcaseApi(transport).home()).rejects.toMatchObject({ kind: 'malformed' });
  });
});

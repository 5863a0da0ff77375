import { ApiError } from '../../wire/api/api-error';
import { pageOrEmpty } from '../transport/list-or-empty';
import { createCollectiblesApi } from './collectibles-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

const USER_ID = '0b6a4c1e-4d0c-4e3a-9b65-2f3a1f2d9c01';

const COLLECTIBLE = {
  id: '5f0c2d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
  merchantId: 'elemental-raiders',
  setId: 'er-storm-bow',
  name: 'Storm Bow',
  rarity: 'rare',
  imageUrl: '/api/collectible-images/er-storm-bow.svg',
  properties: { element: 'air', power: '27' },
  ownerId: USER_ID,
  receivedTime: '2025-05-01T12:00:00.000Z',
};

const PAGE = { total: 11, records: [COLLECTIBLE], page: 2, totalPages: 2 };

describe('collectibles api', () => {
  describe('ofUser', () => {
    it('sends the query of spec §7 with its defaults spelled out', async () => {
      const { transport, calls } = fakeApi(() => envelope(PAGE));

      const page = await createCollectiblesApi(transport).ofUser(USER_ID, { merchantId: 'elemental-raiders', page: 2 });

      expect(page).toEqual(PAGE);
      expect(calls[0]?.url).toBe(
        `https://api.market.test/api/users/${USER_ID}/collectibles?merchantId=elemental-raiders&page=2&pageSize=10&sort=RECEIVED_TIME&order=DESC`,
      );
    });

    it('sends the rarity and property filters as comma lists of type:value', async () => {
      const { transport, calls } = fakeApi(() => envelope(PAGE));

      await createCollectiblesApi(transport).ofUser(USER_ID, {
        sort: 'RARITY',
        order: 'ASC',
        rarity: ['rare', 'epic'],
        properties: { element: ['fire', 'water'], class: ['mage'] },
      });

      const query = new URL(calls[0]!.url).searchParams;
      expect(query.get('sort')).toBe('RARITY');
      expect(query.get('order')).toBe('ASC');
      expect(query.get('rarity')).toBe('rare,epic');
      expect(query.get('property')).toBe('element:fire,element:water,class:mage');
    });

    it('leaves out empty filters rather than sending an empty list', async () => {
      const { transport, calls } = fakeApi(() => envelope(PAGE));

      await createCollectiblesApi(transport).ofUser(USER_ID, { rarity: [], properties: { element: [] } });

      const query = new URL(calls[0]!.url).searchParams;
      expect(query.has('rarity')).toBe(false);
      expect(query.has('property')).toBe(false);
    });

    it.each([404, 500, 503])('gives the asked page, empty, when the call fails with %i (spec §7)', async (status) => {
      const { transport } = fakeApi(() => failure(status));

      await expect(createCollectiblesApi(transport).ofUser(USER_ID, { page: 3 })).resolves.toEqual({ total: 0, records: [], page: 3, totalPages: 0 });
    });

    it('gives an empty page for a malformed answer', async () => {
      const { transport } = fakeApi(() => envelope({ ...PAGE, records: [{ ...COLLECTIBLE, rarity: 'shiny' }] }));

      await expect(createCollectiblesApi(transport).ofUser(USER_ID)).resolves.toMatchObject({ total: 0, records: [] });
    });

    it('refuses an id that is not a path segment before any call', async () => {
      const { transport, calls } = fakeApi(() => envelope(PAGE));

      await expect(createCollectiblesApi(transport).ofUser('..')).rejects.toThrow(TypeError);
      expect(calls).toHaveLength(0);
    });
  });

  describe('page', () => {
    it('sends the same query as ofUser and answers the page', async () => {
      const { transport, calls } = fakeApi(() => envelope(PAGE));

      await expect(createCollectiblesApi(transport).page(USER_ID, { merchantId: 'elemental-raiders', page: 2 })).resolves.toEqual(PAGE);
      expect(calls[0]?.url).toBe(
        `https://api.market.test/api/users/${USER_ID}/collectibles?merchantId=elemental-raiders&page=2&pageSize=10&sort=RECEIVED_TIME&order=DESC`,
      );
    });

    it.each([404, 500, 503])('rejects with the ApiError when the call fails with %i, never an empty page', async (status) => {
      const { transport } = fakeApi(() => failure(status));

      await expect(createCollectiblesApi(transport).page(USER_ID, { page: 3 })).rejects.toBeInstanceOf(ApiError);
    });
  });

  describe('filters', () => {
    const FILTERS = { total: 3, rarities: [{ rarity: 'rare', count: 3 }], properties: [{ type: 'element', values: [{ value: 'air', count: 3 }] }] };

    it('asks for the property types as a comma list', async () => {
      const { transport, calls } = fakeApi(() => envelope(FILTERS));

      const filters = await createCollectiblesApi(transport).filters(USER_ID, { merchantId: 'elemental-raiders', propertyTypes: ['element', 'class'] });

      expect(filters).toEqual(FILTERS);
      expect(calls[0]?.url).toBe(`https://api.market.test/api/users/${USER_ID}/collectibles/filters?merchantId=elemental-raiders&propertyType=element%2Cclass`);
    });

    it('gives no filters when the call fails or the answer is malformed', async () => {
      const failing = fakeApi(() => failure(500));
      const malformed = fakeApi(() => envelope({ total: 'many' }));

      const empty = { total: 0, rarities: [], properties: [] };
      await expect(createCollectiblesApi(failing.transport).filters(USER_ID)).resolves.toEqual(empty);
      await expect(createCollectiblesApi(malformed.transport).filters(USER_ID)).resolves.toEqual(empty);
    });
  });

  describe('detail', () => {
    const DETAIL = {
      ...COLLECTIBLE,
      owner: null,
      listing: null,
      offers: { open: 0, bestPrice: null },
      lastSale: { price: '512.5', time: '2026-03-04T10:00:00.000Z' },
    };

    it('answers the collectible', async () => {
      const { transport, calls } = fakeApi(() => envelope(DETAIL));

      await expect(createCollectiblesApi(transport).detail(COLLECTIBLE.id)).resolves.toEqual(DETAIL);
      expect(calls[0]?.url).toBe(`https://api.market.test/api/collectibles/${COLLECTIBLE.id}`);
    });

    it('gives null for a collectible that does not exist, and rejects other failures', async () => {
      const missing = fakeApi(() => failure(404, 'Collectible not found'));
      const broken = fakeApi(() => failure(500));

      await expect(createCollectiblesApi(missing.transport).detail(COLLECTIBLE.id)).resolves.toBeNull();
      await expect(createCollectiblesApi(broken.transport).detail(COLLECTIBLE.id)).rejects.toMatchObject({ status: 500 });
    });
  });
});

describe('pageOrEmpty', () => {
  it('lets a programming error through', async () => {
    await expect(pageOrEmpty(Promise.reject(new TypeError('x is undefined')))).rejects.toThrow(TypeError);
  });

  it('gives page 1, empty, when no page was asked', async () => {
    const failed = Promise.reject(new ApiError('GET /api/x', 0, 'Network error'));

    await expect(pageOrEmpty(failed)).resolves.toEqual({ total: 0, records: [], page: 1, totalPages: 0 });
  });
});

import { resolveCollectibleImageUrl } from '@marketplace/contracts/wire';
import { SEED_SETS } from '../seed/seed-catalogue-stock.js';
import { seededCollectibleId, seededCollector, seedSet } from '../testing/catalogue-fixtures.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('collectibles api against the server', () => {
  it("pages a user's collection with the query of spec §7, for a visitor too", async () => {
    const { api, setToken, t } = contract();
    setToken(null);
    const collector = await seededCollector(t);
    const owned = SEED_SETS.reduce((sum, set) => sum + (set.collector?.copies ?? 0), 0);

    const first = await api.collectibles.ofUser(collector.id);
    const last = await api.collectibles.ofUser(collector.id, { page: Math.ceil(owned / 10) });

    expect(first).toMatchObject({ total: owned, page: 1, totalPages: Math.ceil(owned / 10) });
    expect(first.records).toHaveLength(10);
    expect(last.records).toHaveLength(owned % 10 || 10);
  });

  it('filters by merchant, rarity and properties, and sorts', async () => {
    const { api, t } = contract();

    const page = await api.collectibles.ofUser(t.demo.id, {
      merchantId: 'elemental-raiders',
      rarity: ['common', 'exotic'],
      properties: { class: ['mage'] },
      sort: 'NAME',
      order: 'ASC',
    });

    expect(page.records.map((record) => record.name)).toEqual(['Spirit Shard', 'Spirit Shard', 'Spirit Shard', 'Tidecaller Staff']);
  });

  it('gives an empty page for a user who does not exist (404, a read failure of a list call)', async () => {
    const { api } = contract();

    await expect(api.collectibles.ofUser('00000000-0000-4000-8000-000000000000')).resolves.toEqual({ total: 0, records: [], page: 1, totalPages: 0 });
  });

  it('answers the filter chips of a collection', async () => {
    const { api, t } = contract();

    const filters = await api.collectibles.filters(t.demo.id, { merchantId: 'diamond-dreams', propertyTypes: ['color'] });

    expect(filters.rarities.map((entry) => entry.rarity)).toEqual(['common', 'uncommon', 'epic']);
    expect(filters.properties).toEqual([
      {
        type: 'color',
        values: [
          { value: 'clear', count: 2 },
          { value: 'green', count: 1 },
          { value: 'violet', count: 1 },
        ],
      },
    ]);
  });

  it("shows a collectible with its owner and listing, and null for one that doesn't exist", async () => {
    const { api } = contract();
    const listedByCollector = seededCollectibleId('er-void-phoenix', seedSet('er-void-phoenix').store?.copies ?? 0);

    const detail = await api.collectibles.detail(listedByCollector);
    const missing = await api.collectibles.detail('00000000-0000-4000-8000-000000000000');

    expect(detail).toMatchObject({ name: 'Void Phoenix', rarity: 'mythic', owner: { username: 'collector' }, listing: { kind: 'MARKET', price: '6500.0' } });
    expect(missing).toBeNull();
  });

  it('hands out image URLs a page on another origin can load from the main API', async () => {
    const { api, baseUrls } = contract();
    const detail = await api.collectibles.detail(seededCollectibleId('dd-ruby-heart', 0));

    const image = await fetch(resolveCollectibleImageUrl(detail!.imageUrl, baseUrls.main));

    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await image.text()).toContain('Ruby Heart');
  });
});

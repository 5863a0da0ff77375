import { seededCategoryAnswers, seededListingId } from '../testing/catalogue-fixtures.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('store api against the server', () => {
  it("lists a merchant's store categories in order", async () => {
    const { api } = contract();

    const categories = await api.store.categories('aurum-atelier');

    expect(categories).toEqual(seededCategoryAnswers('STORE', 'aurum-atelier'));
  });

  it('pages the items of a category, cheapest first', async () => {
    const { api } = contract();

    const page = await api.store.items('elemental-raiders', { categoryId: 'weapons', pageSize: 2 });

    expect(page).toMatchObject({ page: 1, totalPages: Math.ceil(page.total / 2) });
    expect(page.records.map((item) => item.price)).toEqual(['1.5', '1.5']);
  });

  it('shows one item, and null for one that does not exist', async () => {
    const { api } = contract();

    const item = await api.store.item('diamond-dreams', seededListingId('dd-starfire-tiara', 0));
    const missing = await api.store.item('diamond-dreams', '00000000-0000-4000-8000-000000000000');

    expect(item).toMatchObject({ categoryId: 'crowns', price: '1250.0', collectible: { name: 'Starfire Tiara', rarity: 'exotic' } });
    expect(missing).toBeNull();
  });

  it("answers an inactive merchant's store with 404 'Merchant not found': no categories, no item, and items rejected so the page can say so", async () => {
    const { api } = contract();

    await expect(api.store.categories('shadow-forge')).resolves.toEqual([]);
    await expect(api.store.items('shadow-forge')).rejects.toMatchObject({ status: 404, answerMessage: 'Merchant not found' });
    await expect(api.store.item('shadow-forge', seededListingId('dd-starfire-tiara', 0))).resolves.toBeNull();
  });

  it('groups the store by set with how many copies are left', async () => {
    const { api } = contract();

    const page = await api.store.items('diamond-dreams', { groupBy: 'SET', categoryId: 'gemstones' });

    expect(page.records.map((item) => [item.collectible.setId, item.supplyLeft])).toEqual([
      ['dd-rough-quartz', 3],
      ['dd-polished-amethyst', 2],
      ['dd-sapphire-drop', 2],
    ]);
  });
});

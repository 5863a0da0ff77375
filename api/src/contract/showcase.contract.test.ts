import { SHOWCASE_SHELF_SIZE } from '@marketplace/contracts/wire';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('showcase api against the server', () => {
  it('reads both shelves for a visitor, each item valid against the schema and leading to a listing the client can open', async () => {
    const { api, setToken } = contract();
    setToken(null);

    const { featured, newest } = await api.showcase.home();

    expect(featured).toHaveLength(SHOWCASE_SHELF_SIZE);
    expect(newest).toHaveLength(SHOWCASE_SHELF_SIZE);
    const storeItem = featured[0]!;
    const marketItem = newest[0]!;
    await expect(api.store.item(storeItem.merchantId, storeItem.id)).resolves.toMatchObject({ id: storeItem.id, price: storeItem.price });
    await expect(api.market.listing(marketItem.merchantId, marketItem.id)).resolves.toMatchObject({ id: marketItem.id, price: marketItem.price });
  });

  it("reads each merchant's tagline and art, and the art is there to load", async () => {
    const { api, origin } = contract();

    const merchants = await api.merchants.list();

    for (const merchant of merchants) {
      expect(merchant.tagline?.en).toMatch(/\S/);
      const art = await fetch(`${origin}${merchant.artUrl}`);
      expect(art.status).toBe(200);
      expect(art.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    }
  });
});

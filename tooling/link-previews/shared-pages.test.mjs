import { sharedPageOf } from './shared-pages.mjs';

const ITEM = '3f0b8c8e-6a1d-4c55-9d0e-0a3c2f1b9e77';

describe('the pages whose links carry a preview', () => {
  it('reads an item of a store or a market, a collectible and a profile, in English at the root', () => {
    expect(sharedPageOf(`/store/diamond-dreams/${ITEM}`)).toEqual({ kind: 'store-item', locale: 'en', merchantId: 'diamond-dreams', id: ITEM });
    expect(sharedPageOf(`/market/elemental-raiders/${ITEM}`)).toEqual({ kind: 'market-item', locale: 'en', merchantId: 'elemental-raiders', id: ITEM });
    expect(sharedPageOf(`/collectible/${ITEM}/`)).toEqual({ kind: 'collectible', locale: 'en', id: ITEM });
    expect(sharedPageOf('/user/ada.lovelace')).toEqual({ kind: 'profile', locale: 'en', id: 'ada.lovelace' });
  });

  it("takes the language from the page's prefix", () => {
    expect(sharedPageOf(`/ja/store/diamond-dreams/${ITEM}`)).toMatchObject({ kind: 'store-item', locale: 'ja' });
    expect(sharedPageOf('/fr/user/ada')).toMatchObject({ kind: 'profile', locale: 'fr', id: 'ada' });
  });

  it('leaves every other page alone: lists, stacks, categories, unknown prefixes, ids that are not ids', () => {
    for (const pathname of [
      '/',
      '/store/diamond-dreams',
      '/market/diamond-dreams/stack/dd-ruby',
      '/store/diamond-dreams/category/rings',
      '/market/diamond-dreams/not-a-listing',
      `/xx/store/diamond-dreams/${ITEM}`,
      `/en/store/diamond-dreams/${ITEM}`,
      '/user/a%22b',
      `/collectible/${ITEM}/offers`,
    ]) {
      expect(sharedPageOf(pathname)).toBeNull();
    }
  });
});

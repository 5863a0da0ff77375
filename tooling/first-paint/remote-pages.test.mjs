import { ROUTE_TABLE } from '../../shell/src/routing/route-table';
import { REMOTE_PAGE_IDS, remotePageOf } from './remote-pages.mjs';

const ITEM = '3f9a1c2b-7d4e-4b1a-9c2d-1e2f3a4b5c6d';

describe('the remote pages a document announces', () => {
  test('are the store front, a store item in Japanese, a category and a market listing, with the merchant and item', () => {
    expect(remotePageOf('/store/diamond-dreams')).toEqual({
      id: 'store',
      locale: 'en',
      remote: 'merchant',
      module: 'StorePage',
      merchantId: 'diamond-dreams',
      item: null,
      storeFront: true,
    });
    expect(remotePageOf(`/ja/store/diamond-dreams/${ITEM}`)).toEqual({
      id: 'storeItem',
      locale: 'ja',
      remote: 'merchant',
      module: 'StorePage',
      merchantId: 'diamond-dreams',
      item: { kind: 'store', id: ITEM },
      storeFront: false,
    });
    expect(remotePageOf(`/store/diamond-dreams/category/${ITEM}`)?.id).toBe('storeCategory');
    expect(remotePageOf(`/de/market/elemental-raiders/${ITEM}/`)).toMatchObject({
      id: 'marketItem',
      locale: 'de',
      module: 'MarketPage',
      item: { kind: 'market', id: ITEM },
    });
  });

  test("name the store front's first page of cards, not a later one", () => {
    expect(remotePageOf('/store/diamond-dreams', new URLSearchParams('page=1'))?.storeFront).toBe(true);
    expect(remotePageOf('/store/diamond-dreams', new URLSearchParams('page=2'))?.storeFront).toBe(false);
  });

  test('are none for the home, a page of the shell, a path the route table would refuse or a file', () => {
    for (const path of ['/', '/ja', '/search', '/store/Diamond_Dreams', '/store/diamond-dreams/a/b/c', '/main.3f9a1c2b7d.js', '/en/store/diamond-dreams']) {
      expect(remotePageOf(path)).toBeNull();
    }
  });

  test("render with the remote and exposed module the shell's route table gives them", () => {
    for (const id of REMOTE_PAGE_IDS) {
      const route = ROUTE_TABLE.find((entry) => entry.id === id);
      const path = `/${route?.path.replace(/:[a-zA-Z]+/g, (name) => (name === ':merchant' ? 'diamond-dreams' : ITEM))}`;
      const page = remotePageOf(path);
      expect({ id: page?.id, remote: page?.remote, module: page?.module }).toEqual({
        id,
        remote: route?.view.kind === 'remote' ? route.view.remote : null,
        module: route?.view.kind === 'remote' ? route.view.module : null,
      });
    }
  });
});

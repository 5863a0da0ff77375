import { LEGAL_POLICIES as CONTRACT_LEGAL_POLICIES } from '@marketplace/contracts/wire';
import { collectionViewOf } from '../../mfe-account/src/collection/collection-view';
import { ROUTE_TABLE } from '../../shell/src/routing/route-table';
import { LEGAL_POLICIES, REMOTE_PAGE_IDS, remotePageOf } from './remote-pages.mjs';

const ITEM = '3f9a1c2b-7d4e-4b1a-9c2d-1e2f3a4b5c6d';

describe('the remote pages a document announces', () => {
  test('are the store front, a store item in Japanese, a category and a market listing, with the merchant and item', () => {
    expect(remotePageOf('/store/diamond-dreams')).toEqual({
      id: 'store',
      locale: 'en',
      remote: 'merchant',
      module: 'StorePage',
      art: 'merchant',
      merchantId: 'diamond-dreams',
      item: null,
      storeFront: true,
    });
    expect(remotePageOf(`/ja/store/diamond-dreams/${ITEM}`)).toEqual({
      id: 'storeItem',
      locale: 'ja',
      remote: 'merchant',
      module: 'StorePage',
      art: 'merchant',
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

  test("a profile's collection is on its first view exactly when the address asks the page for no other game, filter or page", () => {
    const firstView = collectionViewOf(new URLSearchParams());
    for (const query of ['', 'page=1', 'ref=k1', 'game=diamond-dreams', 'rarity=rare', 'property=element:fire', 'page=2', 'game=diamond-dreams&page=1']) {
      const search = new URLSearchParams(query);
      const onFirstView = JSON.stringify(collectionViewOf(search)) === JSON.stringify(firstView);
      expect([query, remotePageOf(`/ja/user/${ITEM}`, search)?.collectionFront]).toEqual([query, onFirstView]);
    }
  });

  test("are a collectible with its picture, a public profile with its collection, and the legal remote's pages, with no art, in any language", () => {
    expect(remotePageOf(`/ko/collectible/${ITEM}`)).toEqual({
      id: 'collectible',
      locale: 'ko',
      remote: 'account',
      module: 'CollectiblePage',
      art: 'collectible',
      collectibleId: ITEM,
    });
    expect(remotePageOf(`/user/${ITEM}/`)).toEqual({
      id: 'user',
      locale: 'en',
      remote: 'account',
      module: 'UserPage',
      art: 'profile',
      userId: ITEM,
      collectionFront: true,
    });
    expect(remotePageOf('/ja/legal/acceptable-use')).toEqual({
      id: 'legal',
      locale: 'ja',
      remote: 'legal',
      module: 'PolicyPage',
      art: null,
      contentChunk: 'policy-ja-acceptable-use-ts',
    });
    // Every mail links to its reader's communications page; security notices and ticket receipts to support.
    expect(remotePageOf('/de/communications', new URLSearchParams('unsubscribe=k1'))).toEqual({
      id: 'communications',
      locale: 'de',
      remote: 'legal',
      module: 'CommunicationsPage',
      art: null,
    });
    expect(remotePageOf('/support')).toMatchObject({ id: 'support', module: 'SupportPage', art: null });
  });

  test("name the store front's first page of cards, not a later one", () => {
    expect(remotePageOf('/store/diamond-dreams', new URLSearchParams('page=1'))?.storeFront).toBe(true);
    expect(remotePageOf('/store/diamond-dreams', new URLSearchParams('page=2'))?.storeFront).toBe(false);
  });

  test('are none for the home, a page of the shell, a path the route table would refuse or a file', () => {
    const refused = ['/store/Diamond_Dreams', '/store/diamond-dreams/a/b/c', '/collectible/a.b', `/user/${'x'.repeat(65)}`, '/legal/refunds', '/legal'];
    for (const path of ['/', '/ja', '/search', '/export', '/user-portal/dashboard', ...refused, '/main.3f9a1c2b7d.js', '/en/store/diamond-dreams']) {
      expect(remotePageOf(path)).toBeNull();
    }
  });

  test("render with the remote and exposed module the shell's route table gives them", () => {
    const SAMPLES = { ':merchant': 'diamond-dreams', ':policy': 'privacy' };
    for (const id of REMOTE_PAGE_IDS) {
      const route = ROUTE_TABLE.find((entry) => entry.id === id);
      const path = `/${route?.path.replace(/:[a-zA-Z]+/g, (name) => SAMPLES[name] ?? ITEM)}`;
      const page = remotePageOf(path);
      expect({ id: page?.id, remote: page?.remote, module: page?.module }).toEqual({
        id,
        remote: route?.view.kind === 'remote' ? route.view.remote : null,
        module: route?.view.kind === 'remote' ? route.view.module : null,
      });
    }
  });

  test("are the policies the route table lets through, which are the contracts' own, and no other", () => {
    expect(LEGAL_POLICIES).toEqual([...CONTRACT_LEGAL_POLICIES]);
    const legal = ROUTE_TABLE.find((entry) => entry.id === 'legal');
    for (const policy of [...LEGAL_POLICIES, 'refunds', 'Terms']) {
      expect(remotePageOf(`/legal/${policy}`) !== null).toBe(legal?.isValid?.({ policy }) ?? false);
    }
  });
});

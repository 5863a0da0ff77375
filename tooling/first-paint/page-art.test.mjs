import { createCollectiblesApi } from '@marketplace/contracts/http';
import { COLLECTIBLE_IMAGE_WIDTHS, collectibleImageSrcSet, ITEM_CARD_IMAGE_SIZES, ITEM_DETAIL_IMAGE_SIZES } from '@marketplace/contracts/ui';
import { collectiblesRequestOf, collectionViewOf } from '../../mfe-account/src/collection/collection-view';
import { CARD_ART_SIZES, createPageArtReader, ITEM_ART_SIZES, ITEM_ART_WIDTHS, itemArtSrcSet } from './page-art.mjs';

const API = 'http://127.0.0.1:4000';
const MERCHANTS = [
  { id: 'diamond-dreams', status: 'ACTIVE', artUrl: '/api/merchant-art/diamond-dreams.svg' },
  { id: 'shadow-forge', status: 'INACTIVE', artUrl: '/api/merchant-art/shadow-forge.svg' },
];
const STORE_ITEM = { collectible: { imageUrl: '/api/collectible-images/ruby-ring.svg' } };
const storeFront = { art: 'merchant', merchantId: 'diamond-dreams', item: null, storeFront: true };
const laterStorePage = { ...storeFront, storeFront: false };
const storeItem = { art: 'merchant', merchantId: 'diamond-dreams', item: { kind: 'store', id: 'i1' }, storeFront: false };
const collectiblePage = { art: 'collectible', collectibleId: 'c1' };
const COLLECTIBLE = { id: 'c1', name: 'Ruby ring', imageUrl: '/api/collectible-images/ruby-ring.svg' };
const FRONT_READ = '/api/merchants/diamond-dreams/store?groupBy=SET&page=1&pageSize=10';
const card = (setId) => ({ collectible: { imageUrl: `/api/collectible-images/${setId}.svg` } });

const PERSON = { id: '3f9a1c2b-7d4e-4b1a-9c2d-1e2f3a4b5c6d', username: 'demo' };
const profilePage = { art: 'profile', userId: PERSON.id, collectionFront: true };
const collectionItem = (setId) => ({ id: `c-${setId}`, imageUrl: `/api/collectible-images/${setId}.svg` });

/**
 * What the profile page reads its collection's first view at (`CollectionGrid` on an address with no
 * query, through the kit's API client), so the art read is held to the page's own.
 */
async function pagesCollectionRead(userId) {
  let call = { path: '', query: {} };
  const transport = {
    request: async (_service, asked) => {
      call = asked;
      return { records: [], total: 0, page: 1, pageSize: 10, totalPages: 0 };
    },
  };
  await createCollectiblesApi(transport).page(userId, collectiblesRequestOf(collectionViewOf(new URLSearchParams()), null));
  const query = Object.entries(call.query).filter(([, value]) => value !== undefined && value !== null);
  return `${call.path}?${new URLSearchParams(query.map(([name, value]) => [name, String(value)]))}`;
}

function fakeApi(answers) {
  return jest.fn(async (_origin, apiPath) => answers[apiPath] ?? null);
}

describe("an item's art as the page shows it", () => {
  test("has the kit's widths, candidates and sizes, or the browser would not use the preloaded image", () => {
    expect(ITEM_ART_WIDTHS).toEqual([...COLLECTIBLE_IMAGE_WIDTHS]);
    expect(ITEM_ART_SIZES).toBe(ITEM_DETAIL_IMAGE_SIZES);
    expect(CARD_ART_SIZES).toBe(ITEM_CARD_IMAGE_SIZES);
    for (const url of [`${API}/api/collectible-images/ruby-ring.svg`, 'https://images.example/art.png', 'https://images.example/art.png?v=2']) {
      expect(itemArtSrcSet(url)).toBe(collectibleImageSrcSet(url));
    }
  });
});

describe('the art a remote page paints first', () => {
  test("on a store front is the merchant's key art and the first row of cards at a card's width, first in line", async () => {
    const read = fakeApi({ '/api/merchants': MERCHANTS, [FRONT_READ]: { records: [card('quartz'), card('opal'), card('ruby')] } });
    const pageArt = createPageArtReader({ apiOrigin: async () => API, read });
    const cardArt = (setId) => {
      const href = `${API}/api/collectible-images/${setId}.svg`;
      return { href, srcset: collectibleImageSrcSet(href), sizes: ITEM_CARD_IMAGE_SIZES, main: true };
    };
    expect(await pageArt(storeFront, '/store/diamond-dreams')).toEqual([
      { href: `${API}/api/merchant-art/diamond-dreams.svg`, main: true },
      cardArt('quartz'),
      cardArt('opal'),
    ]);
  });

  test("on a later page of the store is the key art alone (the cards are others')", async () => {
    const read = fakeApi({ '/api/merchants': MERCHANTS });
    const pageArt = createPageArtReader({ apiOrigin: async () => API, read });
    expect(await pageArt(laterStorePage, '/store/diamond-dreams?page=2')).toEqual([{ href: `${API}/api/merchant-art/diamond-dreams.svg`, main: true }]);
    expect(read).not.toHaveBeenCalledWith(API, FRONT_READ, expect.anything());
  });

  test("on an item page is the item's art at the width shown, then the key art", async () => {
    const read = fakeApi({ '/api/merchants': MERCHANTS, '/api/merchants/diamond-dreams/store/i1': STORE_ITEM });
    const pageArt = createPageArtReader({ apiOrigin: async () => API, read });
    const href = `${API}/api/collectible-images/ruby-ring.svg`;
    expect(await pageArt(storeItem, '/store/diamond-dreams/i1')).toEqual([
      { href, srcset: collectibleImageSrcSet(href), sizes: ITEM_DETAIL_IMAGE_SIZES, main: true },
      { href: `${API}/api/merchant-art/diamond-dreams.svg`, main: false },
    ]);
  });

  test("is nothing for a merchant that is not active or not known, whose page is 'Merchant not found'", async () => {
    const pageArt = createPageArtReader({ apiOrigin: async () => API, read: fakeApi({ '/api/merchants': MERCHANTS }) });
    expect(await pageArt({ ...laterStorePage, merchantId: 'shadow-forge' }, '/store/shadow-forge')).toBeNull();
    expect(await pageArt({ ...laterStorePage, merchantId: 'no-such-game' }, '/store/no-such-game')).toBeNull();
  });

  test("on a collectible's page is its picture at the width the page shows it, first in line", async () => {
    const read = fakeApi({ '/api/collectibles/c1': COLLECTIBLE });
    const pageArt = createPageArtReader({ apiOrigin: async () => API, read });
    const href = `${API}/api/collectible-images/ruby-ring.svg`;
    expect(await pageArt(collectiblePage, '/collectible/c1')).toEqual([
      { href, srcset: collectibleImageSrcSet(href), sizes: ITEM_DETAIL_IMAGE_SIZES, main: true },
    ]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  test("is none for a collectible the API does not know, whose page the account remote still loads to say 'not found'", async () => {
    const pageArt = createPageArtReader({ apiOrigin: async () => API, read: fakeApi({}) });
    expect(await pageArt({ ...collectiblePage, collectibleId: 'gone' }, '/collectible/gone')).toEqual([]);
  });

  test("on a profile is the first card of the person's collection at a card's width, first in line, read as the page reads it", async () => {
    const collectionRead = await pagesCollectionRead(PERSON.id);
    const read = fakeApi({ [`/api/users/${PERSON.id}`]: PERSON, [collectionRead]: { records: [collectionItem('quartz'), collectionItem('opal')] } });
    const pageArt = createPageArtReader({ apiOrigin: async () => API, read });
    const href = `${API}/api/collectible-images/quartz.svg`;
    expect(await pageArt(profilePage, `/user/${PERSON.id}`)).toEqual([
      { href, srcset: collectibleImageSrcSet(href), sizes: ITEM_CARD_IMAGE_SIZES, main: true },
    ]);
    expect(read.mock.calls.map(([, apiPath]) => apiPath).sort()).toEqual([`/api/users/${PERSON.id}`, collectionRead].sort());
  });

  test("on a profile named by username reads the collection by the person's id, once the profile has answered, as the page does", async () => {
    const collectionRead = await pagesCollectionRead(PERSON.id);
    const read = fakeApi({ '/api/users/demo': PERSON, [collectionRead]: { records: [collectionItem('opal')] } });
    const pageArt = createPageArtReader({ apiOrigin: async () => API, read });
    expect((await pageArt({ ...profilePage, userId: 'demo' }, '/user/demo')).map((art) => art.href)).toEqual([`${API}/api/collectible-images/opal.svg`]);
    expect(read.mock.calls.map(([, apiPath]) => apiPath)).toEqual(['/api/users/demo', collectionRead]);
  });

  test("is none on a profile the API does not know (the account remote's page says 'not found' itself), nor on an empty collection", async () => {
    const emptyRead = await pagesCollectionRead(PERSON.id);
    const read = fakeApi({ [`/api/users/${PERSON.id}`]: PERSON, [emptyRead]: { records: [] } });
    const pageArt = createPageArtReader({ apiOrigin: async () => API, read });
    expect(await pageArt(profilePage, `/user/${PERSON.id}`)).toEqual([]);
    // Even were a collection answered for an id nobody has, the page never reads it: it says 'not found' first.
    const nobody = '00000000-0000-4000-8000-000000000000';
    const stray = fakeApi({ [await pagesCollectionRead(nobody)]: { records: [collectionItem('quartz')] } });
    const strayArt = createPageArtReader({ apiOrigin: async () => API, read: stray });
    expect(await strayArt({ ...profilePage, userId: nobody }, `/user/${nobody}`)).toEqual([]);
    expect(await strayArt({ ...profilePage, userId: 'nobody' }, '/user/nobody')).toEqual([]);
    expect(stray).not.toHaveBeenCalledWith(API, expect.stringContaining('/api/users/nobody/'), expect.anything());
  });

  test("is none, and nothing is read, on a profile's other view of its collection (another game, filter or page shows other cards)", async () => {
    const read = fakeApi({});
    const pageArt = createPageArtReader({ apiOrigin: async () => API, read });
    expect(await pageArt({ ...profilePage, collectionFront: false }, `/user/${PERSON.id}|false`)).toEqual([]);
    expect(read).not.toHaveBeenCalled();
  });

  test('is none, and nothing is read, for a page of words: a policy, the support page', async () => {
    const read = fakeApi({});
    const pageArt = createPageArtReader({ apiOrigin: async () => API, read });
    expect(await pageArt({ art: null, contentChunk: 'policy-en-terms-ts' }, '/legal/terms')).toEqual([]);
    expect(await pageArt({ art: null }, '/support')).toEqual([]);
    expect(read).not.toHaveBeenCalled();
  });

  test('is read once a minute per page, and again at once when the API gave nothing', async () => {
    const read = fakeApi({ '/api/merchants': MERCHANTS });
    const pageArt = createPageArtReader({ apiOrigin: async () => API, read });
    await pageArt(laterStorePage, '/store/diamond-dreams?page=2');
    await pageArt(laterStorePage, '/store/diamond-dreams?page=2');
    expect(read).toHaveBeenCalledTimes(1);

    const silent = jest.fn().mockRejectedValue(new Error('timeout'));
    const unanswered = createPageArtReader({ apiOrigin: async () => API, read: silent });
    expect(await unanswered(laterStorePage, '/store/diamond-dreams?page=2')).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    await unanswered(laterStorePage, '/store/diamond-dreams?page=2');
    expect(silent).toHaveBeenCalledTimes(2);
  });
});

describe('art the API gives late', () => {
  test('is left out of the page that could not wait, and kept for the next', async () => {
    let answer = (_value) => undefined;
    const late = new Promise((resolve) => {
      answer = resolve;
    });
    const read = jest.fn(async (_origin, apiPath) => (apiPath === '/api/merchants' ? late : null));
    const pageArt = createPageArtReader({ apiOrigin: async () => API, read });
    const page = { art: 'merchant', merchantId: 'diamond-dreams', item: null, storeFront: false };
    expect(await pageArt(page, '/store/diamond-dreams?page=2')).toEqual([]);
    answer(MERCHANTS);
    expect(await pageArt(page, '/store/diamond-dreams?page=2')).toEqual([{ href: `${API}/api/merchant-art/diamond-dreams.svg`, main: true }]);
    expect(read).toHaveBeenCalledTimes(1);
  });
});

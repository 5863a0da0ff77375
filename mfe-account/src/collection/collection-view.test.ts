import {
  activeFilterCount,
  clearedView,
  type CollectionView,
  collectiblesRequestOf,
  collectionViewOf,
  collectionViewSearch,
  togglePropertyValue,
} from './collection-view';

const EVERYTHING: CollectionView = { game: null, rarities: [], properties: {}, page: 1 };
const view = (search: string) => collectionViewOf(new URLSearchParams(search));

describe('collectionViewOf', () => {
  it('reads the game, the tiers in tier order, the property filters and the page', () => {
    expect(view('?game=elemental-raiders&rarity=epic,rare&property=element:fire,element:water,class:mage&page=3')).toEqual({
      game: 'elemental-raiders',
      rarities: ['rare', 'epic'],
      properties: { element: ['fire', 'water'], class: ['mage'] },
      page: 3,
    });
  });

  it('leaves out what the API would refuse rather than failing the page', () => {
    expect(view('?game=Bad_Game&rarity=shiny&property=:fire,element:,1x:y,novalue&page=two')).toEqual(EVERYTHING);
    expect(view('?page=0').page).toBe(1);
    expect(view(`?property=maker:${'m'.repeat(65)}`).properties).toEqual({});
  });

  it('keeps a value with spaces, and each value once', () => {
    expect(view('?property=maker:Maison Aurum,maker:Maison Aurum').properties).toEqual({ maker: ['Maison Aurum'] });
  });
});

describe('collectionViewSearch', () => {
  it('writes what the view holds and leaves the defaults out, so page 1 of everything is the bare address', () => {
    expect(collectionViewSearch(EVERYTHING)).toBe('');
    const search = collectionViewSearch({ game: 'diamond-dreams', rarities: ['epic', 'rare'], properties: { cut: ['oval'] }, page: 2 });
    expect(search).toBe('?game=diamond-dreams&rarity=rare%2Cepic&property=cut%3Aoval&page=2');
  });

  it('reads back what it writes', () => {
    const shown: CollectionView = { game: null, rarities: ['mythic'], properties: { maker: ['Atelier Noir'], element: ['void'] }, page: 4 };
    expect(view(collectionViewSearch(shown))).toEqual(shown);
  });
});

describe('changing the view', () => {
  it('ticks and unticks a property value back on page 1, dropping a type with no value left', () => {
    const ticked = togglePropertyValue({ ...EVERYTHING, page: 5 }, 'element', 'fire', true);
    expect(ticked).toEqual({ ...EVERYTHING, properties: { element: ['fire'] }, page: 1 });
    expect(togglePropertyValue(ticked, 'element', 'fire', false).properties).toEqual({});
  });

  it('counts every tier and value, and clears them all but keeps the game', () => {
    const narrowed: CollectionView = { game: 'diamond-dreams', rarities: ['rare'], properties: { cut: ['oval', 'pear'] }, page: 2 };
    expect(activeFilterCount(narrowed)).toBe(3);
    expect(clearedView(narrowed)).toEqual({ ...EVERYTHING, game: 'diamond-dreams' });
  });
});

describe('collectiblesRequestOf', () => {
  it('asks for the newest received first, 10 to a page, with the filters', () => {
    expect(collectiblesRequestOf({ game: 'diamond-dreams', rarities: ['rare'], properties: { cut: ['oval'] }, page: 2 }, null)).toEqual({
      merchantId: 'diamond-dreams',
      rarity: ['rare'],
      properties: { cut: ['oval'] },
      sort: 'RECEIVED_TIME',
      order: 'DESC',
      page: 2,
      pageSize: 10,
    });
  });

  it("keeps to the page's own game over the view's, and asks for every game with neither", () => {
    expect(collectiblesRequestOf({ ...EVERYTHING, game: 'diamond-dreams' }, 'elemental-raiders').merchantId).toBe('elemental-raiders');
    expect(collectiblesRequestOf(EVERYTHING, null)).not.toHaveProperty('merchantId');
  });
});

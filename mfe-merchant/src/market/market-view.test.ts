import { activeFilterCount, clearedView, listingsRequestOf, marketViewOf, marketViewSearch, refinedView } from './market-view';

const viewOf = (query: string) => marketViewOf(new URLSearchParams(query));

describe('the market view in the address', () => {
  it('reads the search, rarities, category, sort and page an address holds', () => {
    expect(viewOf('q=ruby&rarity=epic,rare&category=rings&sort=price-desc&page=3')).toEqual({
      q: 'ruby',
      rarities: ['rare', 'epic'],
      categoryId: 'rings',
      sort: 'PRICE_DESC',
      page: 3,
    });
  });

  it('reads an empty address as every listing, newest first, page 1', () => {
    expect(viewOf('')).toEqual({ q: '', rarities: [], categoryId: null, sort: 'NEWEST', page: 1 });
  });

  it('leaves out what the market does not know rather than failing the page', () => {
    expect(viewOf('rarity=gold,rare&sort=cheapest&page=-2&category=Rings%20%26%20More')).toEqual({
      q: '',
      rarities: ['rare'],
      categoryId: null,
      sort: 'NEWEST',
      page: 1,
    });
    expect(viewOf(`q=${'x'.repeat(80)}`).q).toHaveLength(64);
  });

  it('writes a view back as the address that reads as the same view, defaults left out', () => {
    const view = viewOf('q=100%25+pure&rarity=rare,epic&category=rings&sort=price-asc&page=2');

    expect(marketViewSearch(view)).toBe('?q=100%25+pure&rarity=rare%2Cepic&category=rings&sort=price-asc&page=2');
    expect(marketViewOf(new URLSearchParams(marketViewSearch(view)))).toEqual(view);
    expect(marketViewSearch(viewOf('sort=newest&page=1'))).toBe('');
  });

  it('goes back to page 1 when a search, filter or sort changes, and clears filters keeping the sort', () => {
    const view = viewOf('q=ruby&rarity=rare&category=rings&sort=price-asc&page=4');

    expect(refinedView(view, { sort: 'PRICE_DESC' }).page).toBe(1);
    expect(clearedView(view)).toEqual({ q: '', rarities: [], categoryId: null, sort: 'PRICE_ASC', page: 1 });
    expect(activeFilterCount(view)).toBe(2);
  });

  it('asks the API for exactly what the view shows', () => {
    expect(listingsRequestOf(viewOf('q=%20ruby%20&rarity=rare&page=2'), 10)).toEqual({ q: 'ruby', rarity: ['rare'], sort: 'NEWEST', page: 2, pageSize: 10 });
    expect(listingsRequestOf(viewOf(''), 10)).toEqual({ sort: 'NEWEST', page: 1, pageSize: 10 });
  });
});

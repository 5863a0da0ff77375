import { pageOf, withPage } from './list-page';

describe('list pages in the address', () => {
  it('keeps the page in the query, page 1 being the bare address', () => {
    expect(withPage('/store/diamond-dreams', 1)).toBe('/store/diamond-dreams');
    expect(withPage('/store/diamond-dreams', 3)).toBe('/store/diamond-dreams?page=3');
  });

  it('keeps the filters an address has, and replaces its page', () => {
    expect(withPage('/market/diamond-dreams?sort=PRICE_ASC&rarity=rare%2Cepic', 2)).toBe('/market/diamond-dreams?sort=PRICE_ASC&rarity=rare%2Cepic&page=2');
    expect(withPage('/market/diamond-dreams?page=4&sort=NEWEST', 1)).toBe('/market/diamond-dreams?sort=NEWEST');
  });

  it.each([
    ['', 1],
    ['?page=4', 4],
    ['?page=0', 1],
    ['?page=-2', 1],
    ['?page=2.5', 1],
    ['?page=abc', 1],
    ['?page=99999999', 1],
  ])('reads the page of %p as %i', (search, page) => {
    expect(pageOf(new URLSearchParams(search))).toBe(page);
  });
});

import { pageCount, pageOf, withPage } from './page-in-url';

describe('page in the url', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['?page=4', 4],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=two', 1],
    ['?page=abc', 1],
    ['page=1e3', 1],
    ['?page=2.5', 1],
    ['?page=99999999', 1],
  ])('reads "%s" as page %i (a bad value falls back to page 1)', (query, page) => {
    expect(pageOf(new URLSearchParams(query))).toBe(page);
  });

  it('writes a page beside the other parameters, and page 1 as the bare address', () => {
    expect(withPage('/user-portal/offers?agent=BUYER', 2)).toBe('/user-portal/offers?agent=BUYER&page=2');
    expect(withPage('/user-portal/offers?agent=BUYER&page=2', 1)).toBe('/user-portal/offers?agent=BUYER');
    expect(withPage('/user-portal/activity', 1)).toBe('/user-portal/activity');
    expect(withPage('/store/diamond-dreams', 1)).toBe('/store/diamond-dreams');
    expect(withPage('/store/diamond-dreams', 3)).toBe('/store/diamond-dreams?page=3');
  });

  it('keeps the filters an address has, and replaces its page', () => {
    expect(withPage('/market/diamond-dreams?sort=PRICE_ASC&rarity=rare%2Cepic', 2)).toBe('/market/diamond-dreams?sort=PRICE_ASC&rarity=rare%2Cepic&page=2');
    expect(withPage('/market/diamond-dreams?page=4&sort=NEWEST', 1)).toBe('/market/diamond-dreams?sort=NEWEST');
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

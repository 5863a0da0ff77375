import { pagerEntries, sizedPagerEntries } from './pager-pages';

describe('pagerEntries', () => {
  it('lists every page when there are few', () => {
    expect(pagerEntries(1, 1)).toEqual([1]);
    expect(pagerEntries(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and the current page with its neighbours, with gaps between', () => {
    expect(pagerEntries(10, 40)).toEqual([1, 'gap', 9, 10, 11, 'gap', 40]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pagerEntries(4, 40)).toEqual([1, 2, 3, 4, 5, 'gap', 40]);
    expect(pagerEntries(37, 40)).toEqual([1, 'gap', 36, 37, 38, 39, 40]);
  });

  it('stays within the pages at either end', () => {
    expect(pagerEntries(1, 40)).toEqual([1, 2, 'gap', 40]);
    expect(pagerEntries(40, 40)).toEqual([1, 'gap', 39, 40]);
  });

  it('takes how many neighbours of the current page to show', () => {
    expect(pagerEntries(10, 40, 0)).toEqual([1, 'gap', 10, 'gap', 40]);
    expect(pagerEntries(3, 40, 0)).toEqual([1, 2, 3, 'gap', 40]);
  });
});

describe('sizedPagerEntries', () => {
  const at = (width: 'wide' | 'narrow', page: number, totalPages: number) =>
    sizedPagerEntries(page, totalPages)
      .filter(({ shownAt }) => shownAt === 'both' || shownAt === width)
      .map(({ entry }) => entry);

  it('gives a wide pager the neighbours and a narrow one only the first, current and last page', () => {
    expect(at('wide', 10, 40)).toEqual([1, 'gap', 9, 10, 11, 'gap', 40]);
    expect(at('narrow', 10, 40)).toEqual([1, 'gap', 10, 'gap', 40]);
  });

  it('puts a narrow pager’s gap where the wide one shows the pages', () => {
    expect(at('wide', 4, 40)).toEqual([1, 2, 3, 4, 5, 'gap', 40]);
    expect(at('narrow', 4, 40)).toEqual([1, 'gap', 4, 'gap', 40]);
    expect(sizedPagerEntries(4, 40).slice(0, 3)).toEqual([
      { entry: 1, shownAt: 'both' },
      { entry: 'gap', shownAt: 'narrow' },
      { entry: 2, shownAt: 'wide' },
    ]);
  });

  it('shows the same pages at both widths when there are few', () => {
    expect(sizedPagerEntries(2, 3).every(({ shownAt }) => shownAt === 'both')).toBe(true);
  });
});

import { filterRequestOf, filtersInSearch, NO_FILTERS, searchWithFilters } from './activity-filters';

describe('filtersInSearch', () => {
  it('reads the kind, merchant and days the address holds', () => {
    expect(filtersInSearch(new URLSearchParams('kind=sale&merchant=diamond-dreams&from=2026-03-01&to=2026-03-31'))).toEqual({
      kind: 'sale',
      merchantId: 'diamond-dreams',
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('takes a value that is not one as no filter', () => {
    expect(filtersInSearch(new URLSearchParams('kind=PURCHASE&merchant=%3Cb%3E&from=2026-02-30&to=yesterday'))).toEqual(NO_FILTERS);
  });
});

describe('searchWithFilters', () => {
  it('puts the filters in, drops the cleared ones and the page, and keeps every other parameter', () => {
    const next = searchWithFilters(new URLSearchParams('page=3&kind=sale&lang=x'), { ...NO_FILTERS, merchantId: 'elemental-raiders', from: '2026-01-02' });

    expect(next.toString()).toBe('lang=x&merchant=elemental-raiders&from=2026-01-02');
  });
});

describe('filterRequestOf', () => {
  it('asks for the days from the start of the first to the end of the last, where the person is', () => {
    const request = filterRequestOf({ kind: 'deposit', merchantId: null, from: '2026-03-01', to: '2026-03-02' });

    expect(request).toEqual({ kind: 'deposit', from: new Date(2026, 2, 1).toISOString(), to: new Date(2026, 2, 2, 23, 59, 59, 999).toISOString() });
  });

  it('reads a range given backwards the right way round, and asks nothing for no filter', () => {
    const request = filterRequestOf({ ...NO_FILTERS, from: '2026-03-09', to: '2026-03-01' });

    expect(request).toEqual({ from: new Date(2026, 2, 1).toISOString(), to: new Date(2026, 2, 9, 23, 59, 59, 999).toISOString() });
    expect(filterRequestOf(NO_FILTERS)).toEqual({});
  });
});

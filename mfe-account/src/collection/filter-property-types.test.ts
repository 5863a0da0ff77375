import { chipGroups, filterablePropertyTypes } from './filter-property-types';

describe('filterablePropertyTypes', () => {
  it('offers the textual types in the order first met, never the numeric measures', () => {
    const types = filterablePropertyTypes([
      { properties: { element: 'fire', class: 'mage', power: '8' } },
      { properties: { cut: 'oval', carat: '3.4', color: 'green' } },
      { properties: { element: 'void', serial: '12' } },
    ]);

    expect(types).toEqual(['element', 'class', 'cut', 'color']);
  });

  it('keeps a type whose values are numbers only sometimes', () => {
    expect(filterablePropertyTypes([{ properties: { edition: '1' } }, { properties: { edition: 'gold' } }])).toEqual(['edition']);
  });

  it('asks for at most 10 types, as the filters endpoint allows', () => {
    const properties = Object.fromEntries(Array.from({ length: 14 }, (_, index) => [`type${index}`, 'x']));

    expect(filterablePropertyTypes([{ properties }])).toHaveLength(10);
  });
});

describe('chipGroups', () => {
  const values = (length: number, count = 2) => Array.from({ length }, (_, index) => ({ value: `v${index}`, count }));
  const filters = {
    total: 40,
    rarities: [],
    properties: [
      { type: 'element', values: values(3) },
      { type: 'maker', values: values(1) },
      { type: 'nickname', values: values(13) },
      { type: 'serial', values: values(4, 1) },
    ],
  };

  it('offers a type with a real choice of values, not one of a single value, too many to scan, or one per collectible', () => {
    expect(chipGroups(filters, []).map(({ type }) => type)).toEqual(['element']);
  });

  it('keeps a type the view narrows by, so its ticked chip can be unticked', () => {
    expect(chipGroups(filters, ['maker']).map(({ type }) => type)).toEqual(['element', 'maker']);
  });
});

import type { Collectible, CollectibleFilters } from '@marketplace/contracts/wire';

/** The filters endpoint takes at most 10 property types (`propertyType` comma list). */
const MAX_PROPERTY_TYPES = 10;
/** A type with more values than this is a measure or a serial, not a choice: no chips for it. */
export const MAX_CHIPS_PER_TYPE = 12;

const NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * The property types a collection can be filtered by, learnt from its collectibles (no game declares
 * them): each type in the order first met, leaving out those whose values are all numbers (power,
 * carat, serial), which are measures rather than kinds.
 */
export function filterablePropertyTypes(collectibles: readonly Pick<Collectible, 'properties'>[]): string[] {
  const textual = new Map<string, boolean>();
  for (const { properties } of collectibles) {
    for (const [type, value] of Object.entries(properties)) {
      textual.set(type, (textual.get(type) ?? false) || !NUMBER.test(value));
    }
  }
  return [...textual]
    .filter(([, isText]) => isText)
    .map(([type]) => type)
    .slice(0, MAX_PROPERTY_TYPES);
}

/**
 * The property groups worth chips: a choice of 2 to `MAX_CHIPS_PER_TYPE` values of which one at least
 * groups several collectibles (a type whose every value names one collectible is an identifier, such as
 * a serial "8/24"), or one the view already narrows by, so its ticked chip can be unticked.
 */
export function chipGroups(filters: CollectibleFilters, narrowedTypes: readonly string[]): CollectibleFilters['properties'] {
  return filters.properties.filter(
    ({ type, values }) => narrowedTypes.includes(type) || (values.length >= 2 && values.length <= MAX_CHIPS_PER_TYPE && values.some(({ count }) => count >= 2)),
  );
}

import type { MarketSetFigures } from '@marketplace/contracts/wire';

/** The columns the market front's table of sets sorts by. */
export const SET_SORT_KEYS = ['name', 'floor', 'listed', 'owners', 'day', 'week'] as const;
export type SetSortKey = (typeof SET_SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';

export interface SetSort {
  key: SetSortKey;
  direction: SortDirection;
}

/** What a table of sets opens with: the most traded this week first, as the marketplaces collectors know do. */
export const DEFAULT_SET_SORT: SetSort = { key: 'week', direction: 'descending' };

/** A figure's value to compare; a set with nothing listed has no floor and goes last either way. */
function figureOf(set: MarketSetFigures, key: Exclude<SetSortKey, 'name'>): number | null {
  switch (key) {
    case 'floor':
      return set.floorPrice === null ? null : Number(set.floorPrice);
    case 'listed':
      return set.listed;
    case 'owners':
      return set.owners;
    case 'day':
      return Number(set.day.volume);
    case 'week':
      return Number(set.week.volume);
  }
}

/** The sets in the order of `sort`; ties keep the name order, so the table never shuffles. */
export function sortedSets(sets: readonly MarketSetFigures[], { key, direction }: SetSort, locale: string): MarketSetFigures[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const byName = (a: MarketSetFigures, b: MarketSetFigures) => a.name.localeCompare(b.name, locale) || a.setId.localeCompare(b.setId);
  return [...sets].sort((a, b) => {
    if (key === 'name') return sign * byName(a, b);
    const [left, right] = [figureOf(a, key), figureOf(b, key)];
    if (left === null || right === null) return left === right ? byName(a, b) : left === null ? 1 : -1;
    return sign * (left - right) || byName(a, b);
  });
}

/** A click on a column: the same column turns its direction, another starts with what reads best (names A→Z, figures high→low). */
export function nextSort(current: SetSort, key: SetSortKey): SetSort {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: key === 'name' || key === 'floor' ? 'ascending' : 'descending' };
}

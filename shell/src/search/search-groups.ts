import type { SearchAnswer, SearchKind } from '@marketplace/contracts/wire';
import type { SearchHit } from './search-paths';

/** The groups of an answer in the order they are shown, each with the key of its heading. */
export const SEARCH_GROUPS: ReadonlyArray<{ kind: SearchKind; label: `search.groups.${SearchKind}` }> = [
  { kind: 'merchants', label: 'search.groups.merchants' },
  { kind: 'items', label: 'search.groups.items' },
  { kind: 'sets', label: 'search.groups.sets' },
  { kind: 'people', label: 'search.groups.people' },
];

/** The hits of one kind of an answer, each tagged with its kind. */
export function hitsOf(answer: SearchAnswer, kind: SearchKind): SearchHit[] {
  switch (kind) {
    case 'merchants':
      return answer.merchants.records.map((hit) => ({ kind, hit }));
    case 'items':
      return answer.items.records.map((hit) => ({ kind, hit }));
    case 'sets':
      return answer.sets.records.map((hit) => ({ kind, hit }));
    case 'people':
      return answer.people.records.map((hit) => ({ kind, hit }));
  }
}

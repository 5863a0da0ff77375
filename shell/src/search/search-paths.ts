import type { ItemHit, MerchantHit, PersonHit, SetHit } from '@marketplace/contracts/wire';

export { searchResultsPath } from './search-results-path';

/** One thing the search found, whatever its kind, with where it leads (locale-free). */
export type SearchHit =
  | { kind: 'merchants'; hit: MerchantHit }
  | { kind: 'items'; hit: ItemHit }
  | { kind: 'sets'; hit: SetHit }
  | { kind: 'people'; hit: PersonHit };

const segment = encodeURIComponent;

/** A merchant's store; an item type's page on its market; a category in the store or the crafting; a person's profile. */
export function searchHitPath(found: SearchHit): string {
  switch (found.kind) {
    case 'merchants':
      return `/store/${segment(found.hit.id)}`;
    case 'items':
      return `/market/${segment(found.hit.merchantId)}/stack/${segment(found.hit.setId)}`;
    case 'sets':
      return `/${found.hit.section === 'CRAFT' ? 'craft' : 'store'}/${segment(found.hit.merchantId)}/category/${segment(found.hit.categoryId)}`;
    case 'people':
      return `/user/${segment(found.hit.id)}`;
  }
}

/** A stable key and DOM id part of a hit. */
export function searchHitKey(found: SearchHit): string {
  switch (found.kind) {
    case 'merchants':
      return `m-${found.hit.id}`;
    case 'items':
      return `i-${found.hit.merchantId}-${found.hit.setId}`;
    case 'sets':
      return `s-${found.hit.merchantId}-${found.hit.section}-${found.hit.categoryId}`;
    case 'people':
      return `p-${found.hit.id}`;
  }
}

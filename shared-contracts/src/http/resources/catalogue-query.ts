import { CATALOGUE_PAGE_SIZE } from '../../wire/schemas/collectible-schemas';
import type { PageQuery } from '../../wire/schemas/paging-schemas';

/** The page query every paged catalogue call sends, defaults spelled out (spec §9: 10 to a page). */
export function pageQuery({ page = 1, pageSize = CATALOGUE_PAGE_SIZE }: PageQuery): { page: number; pageSize: number } {
  return { page, pageSize };
}

/** An empty list would be `?rarity=` (a 400): left out, it means "no filter". */
export const listOrAbsent = <T>(values: readonly T[] | undefined) => (values && values.length > 0 ? values : undefined);

import { useSearchParams } from 'react-router';

/**
 * The page a list's address asks for (`?page=`), from 1; anything that is not a whole number from 1
 * (`0`, `-2`, `2.5`, `1e3`, a word, more than six digits) is page 1, so a hand-edited address still shows a list.
 */
export function pageOf(search: URLSearchParams): number {
  const asked = search.get('page');
  if (!asked || !/^\d{1,6}$/.test(asked)) return 1;
  return Math.max(1, Number(asked));
}

/**
 * A list's address at a page: the page is a `page` query parameter beside any the address has
 * (a tab, a filter, a sort); page 1 is the address without it, so a list has one address for its start.
 */
export function withPage(path: string, page: number): string {
  const [base = '', query = ''] = path.split('?', 2);
  const search = new URLSearchParams(query);
  if (page > 1) search.set('page', String(page));
  else search.delete('page');
  const rest = search.toString();
  return rest ? `${base}?${rest}` : base;
}

/** The current page of a list, read from the address (a page is shareable and survives a reload). */
export function usePageInUrl(): number {
  const [search] = useSearchParams();
  return pageOf(search);
}

/** How many pages `total` records make at `pageSize` a page; at least one, so an empty list is page 1 of 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

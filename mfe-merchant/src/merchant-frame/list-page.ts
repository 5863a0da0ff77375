/**
 * A list's address at a page: the page is a `page` query parameter beside any the address has
 * (filters, sort); page 1 is the address without it, so a list has one address for its start.
 */
export function withPage(path: string, page: number): string {
  const [base = '', query = ''] = path.split('?', 2);
  const search = new URLSearchParams(query);
  if (page > 1) search.set('page', String(page));
  else search.delete('page');
  const rest = search.toString();
  return rest ? `${base}?${rest}` : base;
}

/** The page a list's address asks for (`?page=`), from 1; anything that is not a whole number from 1 is page 1. */
export function pageOf(search: URLSearchParams): number {
  const asked = search.get('page');
  if (!asked || !/^\d{1,6}$/.test(asked)) return 1;
  return Math.max(1, Number(asked));
}

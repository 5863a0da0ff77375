import { ApiError } from '@marketplace/contracts/wire';
import { usePageTitle } from '@marketplace/contracts/ui';

interface DetailRead<T> {
  data: T | null | undefined;
  error: unknown;
}

interface DetailHeadings<T> {
  /** The heading of what was found: its name. */
  of: (found: T) => string;
  /** The 404's heading ("Item not found"). */
  notFound: string;
  /** The route's own heading, while the read is under way or failed. */
  meanwhile: string;
}

/**
 * The heading of a page of one thing (an item, a listing, a recipe), which also names the browser tab,
 * and whether there is no such thing: the API answered none, or refused the id as not one (400).
 */
export function useDetailHeading<T>(read: DetailRead<T>, headings: DetailHeadings<T>): { heading: string; missing: boolean } {
  const missing = read.data === null || (read.error instanceof ApiError && read.error.status === 400);
  const known = read.data ? headings.of(read.data) : missing ? headings.notFound : null;
  usePageTitle(known);
  return { heading: known ?? headings.meanwhile, missing };
}

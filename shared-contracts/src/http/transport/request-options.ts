/**
 * What any read also takes: the AbortSignal that cancels it. TanStack Query hands one to every query
 * function, so a query whose page went away (or that a newer one replaced) stops its fetch.
 */
export interface RequestOptions {
  signal?: AbortSignal;
}

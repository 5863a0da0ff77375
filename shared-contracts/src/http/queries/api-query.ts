import type { DataTag, QueryFunction, QueryKey } from '@tanstack/react-query';
import type { RequestOptions } from '../transport/request-options';

/**
 * A query's options as `queryOptions` of @tanstack/react-query shapes them: the key, tagged with the
 * data type (so `getQueryData` and `setQueryData` on it are typed), and the query function. Spread
 * into `useQuery`, `fetchQuery` or `prefetchQuery`, with any option of the page's own beside it.
 */
export interface ApiQueryOptions<TData, TKey extends QueryKey> {
  queryKey: DataTag<TKey, TData, Error>;
  queryFn: QueryFunction<TData, TKey>;
  staleTime?: number;
}

/**
 * The options of one read: TanStack's AbortSignal goes to the read, so a query nobody watches any
 * more (its page unmounted, its key replaced) stops its fetch. Built by hand rather than with
 * `queryOptions`, an identity function whose import would load React into this entry, which the API
 * server imports too.
 */
export function apiQuery<TData, const TKey extends QueryKey>(
  queryKey: TKey,
  read: (options: RequestOptions) => Promise<TData>,
  freshness: { staleTime?: number } = {},
): ApiQueryOptions<TData, TKey> {
  return { queryKey: queryKey as DataTag<TKey, TData, Error>, queryFn: ({ signal }) => read({ signal }), ...freshness };
}

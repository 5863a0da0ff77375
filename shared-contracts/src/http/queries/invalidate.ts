import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a mutation: every query under each key goes stale, and the ones on screen read again. Not
 * awaited, so the mutation ends when the server has answered it, not when the page has re-read.
 */
export function invalidate(client: QueryClient, ...keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
}

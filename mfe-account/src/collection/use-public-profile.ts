import { useQuery } from '@tanstack/react-query';
import { usersQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi } from '@marketplace/contracts/browser';

/**
 * A person's public profile by id (§7 `GET /api/users/{id}`, public): `data` null when nobody has that
 * id; any other failure is an error to retry.
 */
export function usePublicProfile(userId: string) {
  return useQuery(usersQueries.profile(useMarketplaceApi(), userId));
}

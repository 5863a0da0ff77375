import { useQuery } from '@tanstack/react-query';
import type { PublicUserProfile } from '@marketplace/contracts/wire';
import { usersQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi } from '@marketplace/contracts/browser';

/**
 * The public names of the people a list shows (bidders, counterparts), by id, from one `GET /api/users?id=…`
 * per set of ids; a person without a name, or not read yet, is `fallback` ("a collector").
 */
export function usePeopleNames(ids: readonly string[], fallback: string): (id: string) => string {
  const api = useMarketplaceApi();
  const { data } = useQuery({ ...usersQueries.profiles(api, ids), enabled: ids.length > 0 });
  const byId = new Map<string, PublicUserProfile>((data ?? []).map((profile) => [profile.id, profile]));
  return (id) => {
    const profile = byId.get(id);
    return profile?.displayName || profile?.username || fallback;
  };
}

import { useQuery } from '@tanstack/react-query';
import { usersQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { USERNAME_PATTERN } from '@marketplace/contracts/wire';
import { nameAvailability, type NameAvailability } from './name-availability';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before the name is looked up. */
export const NAME_LOOKUP_DEBOUNCE_MS = 350;

/** The live availability of a display name: `GET /api/users/{name}` once typing pauses (404 means free, spec §5). */
export function useNameAvailability(typed: string, self: { id: string; username: string | null }): NameAvailability {
  const api = useMarketplaceApi();
  const settled = useDebouncedValue(typed.trim(), NAME_LOOKUP_DEBOUNCE_MS);
  const own = self.username !== null && settled.toLowerCase() === self.username.toLowerCase();
  const lookup = useQuery({ ...usersQueries.profile(api, settled), enabled: USERNAME_PATTERN.test(settled) && !own, retry: false });
  return nameAvailability(typed, self, { name: settled, owner: lookup.data, failed: lookup.isError });
}

import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { usersKeys } from '@marketplace/contracts/http';
import type { PublicUserProfile } from '../../wire/schemas/user-schemas';
import type { UserProfileCache } from './user-profile-cache';

/** The page's one user profile cache, provided by the shell around every route. */
export const UserProfileCacheContext = createContext<UserProfileCache | null>(null);

const NO_PROFILES: ReadonlyMap<string, PublicUserProfile> = new Map();

/**
 * Public profiles of `ids` for a remote page (sellers, bidders); empty until they arrive or if they
 * cannot. The profile cache decides what is asked for (one batch, per-person expiry, spec §9); the
 * query keeps the answer while the page shows it and drops an answer for ids the page moved on from.
 */
export function useUserProfiles(ids: readonly string[]): ReadonlyMap<string, PublicUserProfile> {
  const cache = useContext(UserProfileCacheContext);
  if (!cache) throw new Error('useUserProfiles needs the UserProfileCacheContext provider');
  const queryKey = usersKeys.cachedProfiles(ids);
  const [, , wanted] = queryKey;
  const { data } = useQuery({ queryKey, queryFn: () => cache.profiles(wanted), enabled: wanted.length > 0 });
  return data ?? NO_PROFILES;
}

import { createContext, useContext, useEffect, useState } from 'react';
import type { PublicUserProfile } from '../api/schemas/user-schemas';
import type { UserProfileCache } from './user-profile-cache';

/** The page's one user profile cache, provided by the shell around every route. */
export const UserProfileCacheContext = createContext<UserProfileCache | null>(null);

/** Public profiles of `ids` for a remote page (sellers, bidders); an empty map until they arrive or if they cannot. */
export function useUserProfiles(ids: readonly string[]): Map<string, PublicUserProfile> {
  const cache = useContext(UserProfileCacheContext);
  if (!cache) throw new Error('useUserProfiles needs the UserProfileCacheContext provider');
  const [profiles, setProfiles] = useState(() => new Map<string, PublicUserProfile>());
  const key = [...new Set(ids)].sort().join(',');
  useEffect(() => {
    let current = true;
    if (key === '') return undefined;
    cache.profiles(key.split(',')).then(
      (found) => current && setProfiles(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [cache, key]);
  return profiles;
}

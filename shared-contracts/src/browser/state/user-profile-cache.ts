import type { PublicUserProfile } from '../../wire/schemas/user-schemas';
import type { UserProfileCacheEntry } from '../../wire/entities/user';

type CachedProfile = UserProfileCacheEntry & { profile: PublicUserProfile };

export interface UserProfileCacheOptions {
  /** `GET /api/users?id=a,b`: the profiles of the ids asked for (unknown ids are left out). */
  fetchProfiles: (ids: readonly string[]) => Promise<PublicUserProfile[]>;
  /** Runtime config `userCacheExpirationMinutes`; 0 means profiles are never cached (spec §9). */
  expirationMinutes: number;
  now?: () => number;
}

export interface UserProfileCache {
  /** The profiles of `ids` that exist: cached ones while fresh, the rest in one request. */
  profiles(ids: readonly string[]): Promise<Map<string, PublicUserProfile>>;
  /** Forgets every cached profile; answers how many it held (the refresh-cache page says so). */
  clear(): number;
}

/**
 * Other users' public profiles by id (offers, market sellers, activity), asked for in one batch per
 * call and kept for the configured minutes, so a list of twenty offers by three people costs one
 * request, and the next page none.
 */
export function createUserProfileCache({ fetchProfiles, expirationMinutes, now = Date.now }: UserProfileCacheOptions): UserProfileCache {
  const entries = new Map<string, CachedProfile>();
  const lifetimeMs = expirationMinutes * 60_000;
  const isFresh = (entry: CachedProfile) => lifetimeMs > 0 && now() - entry.cachedTime < lifetimeMs;

  return {
    async profiles(ids) {
      const wanted = [...new Set(ids)];
      const found = new Map<string, PublicUserProfile>();
      const missing: string[] = [];
      for (const id of wanted) {
        const entry = entries.get(id);
        if (entry && isFresh(entry)) found.set(id, entry.profile);
        else missing.push(id);
      }
      if (missing.length > 0) {
        const cachedTime = now();
        for (const profile of await fetchProfiles(missing)) {
          found.set(profile.id, profile);
          if (lifetimeMs > 0) entries.set(profile.id, { id: profile.id, cachedTime, profile });
        }
      }
      return found;
    },
    clear() {
      const held = entries.size;
      entries.clear();
      return held;
    },
  };
}

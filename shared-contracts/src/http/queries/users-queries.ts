import type { MarketplaceApi } from '../resources/marketplace-api';
import { apiQuery } from './api-query';
import { SELF_SCOPE } from './self-scope';

const USERS = ['users'] as const;

/** The same people in any order are one request and one cache entry. */
const idSet = (ids: readonly string[]) => [...new Set(ids)].sort();

export const usersKeys = {
  all: USERS,
  /** The signed-in user as both services see them (§7 `GET /api/users/self`). */
  self: () => [...SELF_SCOPE, 'user'] as const,
  kycSelf: () => [...SELF_SCOPE, 'kyc-user'] as const,
  profiles: (ids: readonly string[]) => [...USERS, 'profiles', idSet(ids)] as const,
  profile: (usernameOrId: string) => [...USERS, 'profile', usernameOrId] as const,
  /** The same people as the page's profile cache gives them (a map by id, kept `userCacheExpirationMinutes`). */
  cachedProfiles: (ids: readonly string[]) => [...USERS, 'cached-profiles', idSet(ids)] as const,
};

export const usersQueries = {
  /** §7 `GET /api/users/self`, identity and server merged; either failing rejects. */
  self: (api: Pick<MarketplaceApi, 'users'>) => apiQuery(usersKeys.self(), (options) => api.users.self(options)),
  /** §7 `GET /api/users/self` on the KYC host. */
  kycSelf: (api: Pick<MarketplaceApi, 'users'>) => apiQuery(usersKeys.kycSelf(), (options) => api.users.kycSelf(options)),
  /** §7 `GET /api/users?id=a,b` → the public profiles that exist; a failure reads as none. */
  profiles: (api: Pick<MarketplaceApi, 'users'>, ids: readonly string[]) =>
    apiQuery(usersKeys.profiles(ids), (options) => api.users.byIds(idSet(ids), options)),
  /** §7 `GET /api/users/{usernameOrId}` → the public profile, null when nobody has that name (so it is free). */
  profile: (api: Pick<MarketplaceApi, 'users'>, usernameOrId: string) =>
    apiQuery(usersKeys.profile(usernameOrId), (options) => api.users.byUsernameOrId(usernameOrId, options)),
};

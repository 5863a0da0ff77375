import type { PublicUserProfile } from '@marketplace/contracts/wire';

/** The name a person goes by on the site: their display name, else their username; null while they have chosen neither. */
export function profileName(profile: Pick<PublicUserProfile, 'displayName' | 'username'>): string | null {
  return profile.displayName || profile.username || null;
}

import { USERNAME_PATTERN, type PublicUserProfile } from '@marketplace/contracts/wire';

/**
 * What the person may do with the display name typed:
 * - `unchanged`: it is their own name now (any case), nothing to check;
 * - `invalid`: the server's pattern refuses it (3 to 20 letters, digits, _ . or -);
 * - `checking`: the lookup has not answered for exactly this text yet;
 * - `available` / `taken`: `GET /api/users/{name}` answered 404 (free, spec §5) or someone else's profile;
 * - `unknown`: the lookup failed; submitting is allowed and the server decides (409 when taken).
 */
export type NameAvailability = 'unchanged' | 'invalid' | 'checking' | 'available' | 'taken' | 'unknown';

export interface NameLookup {
  /** The text the lookup was made for (after the debounce). */
  name: string;
  /** The profile that has the name, null when nobody does; undefined while unanswered. */
  owner: PublicUserProfile | null | undefined;
  failed: boolean;
}

export function nameAvailability(typed: string, self: { id: string; username: string | null }, lookup: NameLookup): NameAvailability {
  const name = typed.trim();
  if (self.username !== null && name.toLowerCase() === self.username.toLowerCase()) return 'unchanged';
  if (!USERNAME_PATTERN.test(name)) return 'invalid';
  if (lookup.name !== name) return 'checking';
  if (lookup.failed) return 'unknown';
  if (lookup.owner === undefined) return 'checking';
  if (lookup.owner === null || lookup.owner.id === self.id) return 'available';
  return 'taken';
}

/** Whether the name typed may be sent: its own (only the tagline changes), free, or not knowable here. */
export function nameMaySubmit(availability: NameAvailability): boolean {
  return availability === 'unchanged' || availability === 'available' || availability === 'unknown';
}

import { ELEMENTAL_RAIDERS_MERCHANT_ID, type UserState } from '@marketplace/contracts/wire';

/** A store item only the merchant's players may buy (spec §6): whose players, and where a non-player can start playing. */
export interface PlayersOnlySale {
  /** The game's name as people see it. */
  merchantName: string;
  /** The game's page (`gamePageURI`), already checked to be a web address; null when the merchant has none. */
  gamePageHref: string | null;
}

/**
 * Whether the session says the user plays the merchant's game: spec §3 `elementalRaidersPlayer`, which the
 * shell sets at login, speaks for Elemental Raiders only. For another merchant the session does not know
 * (null), so the panel offers Buy and the server, which checks every purchase, has the last word.
 */
export function sessionPlayerOf(user: UserState | null, merchantId: string): boolean | null {
  if (user === null) return false;
  return merchantId === ELEMENTAL_RAIDERS_MERCHANT_ID ? user.elementalRaidersPlayer : null;
}

/** Spec §9: the rate and the unread count refresh every 30 s, with a countdown on screen. */
export const MARKET_REFRESH_MS = 30_000;

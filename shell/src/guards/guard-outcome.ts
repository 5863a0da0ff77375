/** What a guard decides about a navigation (spec §2 routing behaviour, §4 states). */
export type GuardOutcome =
  /** Let the next guard look at it. */
  | { kind: 'pass' }
  /** Go elsewhere in the site: a path with its query, already carrying the locale prefix. */
  | { kind: 'navigate'; to: string }
  /** Leave by a full page load: a server rule pointing at an absolute address. */
  | { kind: 'leave'; href: string }
  /** Show the 404 page: 'page not found' or 'Merchant not found'. */
  | { kind: 'not-found'; variant: 'page' | 'merchant' };

export const PASS: GuardOutcome = { kind: 'pass' };

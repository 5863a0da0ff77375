/**
 * The grace period of an account closing on the site the suite starts (`ACCOUNT_CLOSING_GRACE_MS` of its API):
 * long enough for a person to sign in again and keep their account on a loaded machine, short enough for a spec
 * to watch it run out. The API takes it only in development; a production API keeps the promised 14 days.
 */
export const E2E_CLOSING_GRACE_MS = 60_000;

/**
 * The display-name change rule (spec: "the change rules (usernameUpdateTime)"): the first name is free;
 * after that a person may change it once every `USERNAME_CHANGE_INTERVAL_DAYS` days, so a name others
 * know cannot be swapped from under them (impersonation, dodging a bad trade record). The API refuses an
 * earlier change; the settings page says when the next one is possible. Keeping the same name (a
 * tagline-only save, or only its case) is no change.
 */
export const USERNAME_CHANGE_INTERVAL_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the display name may change again after a change at `usernameUpdateTime`, or null when it may
 * change now: never changed yet, or the interval has passed by `now`.
 */
export function nextUsernameChangeTime(usernameUpdateTime: string | Date | null, now: Date = new Date()): Date | null {
  if (usernameUpdateTime === null) return null;
  const next = new Date(new Date(usernameUpdateTime).getTime() + USERNAME_CHANGE_INTERVAL_DAYS * DAY_MS);
  return next.getTime() > now.getTime() ? next : null;
}

/** The newest change time that still lets a person change their name at `now` (for the server's guarded update). */
export function latestUsernameChangeAllowing(now: Date = new Date()): Date {
  return new Date(now.getTime() - USERNAME_CHANGE_INTERVAL_DAYS * DAY_MS);
}

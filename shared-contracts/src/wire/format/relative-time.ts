const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Up to a week a time reads relative ("3 days ago"); older ones read as a date and time, since "5 weeks ago" says little. */
const RELATIVE_LIMIT_MS = 7 * DAY_MS;

/** A server clock a little ahead of the reader's should read "now", not as a date in the future. */
const CLOCK_SKEW_MS = MINUTE_MS;

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', DAY_MS],
  ['hour', HOUR_MS],
  ['minute', MINUTE_MS],
];

/**
 * When something happened (a notification, a transaction, an offer), in the reader's locale: relative while it is recent
 * ("3 minutes ago", "yesterday", "3 days ago" — what someone scanning a list wants), a medium date and short time after a week.
 * `now` is a parameter so a caller (and a test) can fix the clock.
 */
export function formatRelativeTime(iso: string, locale: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  const age = now - time;
  if (age > -CLOCK_SKEW_MS && age < RELATIVE_LIMIT_MS) {
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    for (const [unit, size] of UNITS) {
      if (age >= size) return relative.format(-Math.floor(age / size), unit);
    }
    return relative.format(0, 'second');
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

/** The exact date and time, for the `title` of a relative time (hovering says exactly when). */
export function formatExactTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'medium' }).format(new Date(iso));
}

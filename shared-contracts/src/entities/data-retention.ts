/**
 * How long the site keeps what the privacy policy's retention table names with a fixed period. The API's
 * retention round erases what is older (api/src/retention), and the policy in every language states these
 * same figures (tested in mfe-legal), so what the page promises and what the server does cannot drift.
 * The other rows of that table end with an event (the account's erasure, a sign-out), not with a period.
 */
export const DATA_RETENTION = {
  /** The client error reports of `POST /api/log`, counted from when they arrived. */
  errorReports: { days: 90 },
  /** The analytics stand-in's page views, counted from the view. */
  pageViews: { months: 13 },
  /** Support tickets, counted from the ticket's last message. */
  supportTickets: { years: 2 },
  /** The ledger's trades, sends and deposits, counted from the trade. */
  ledger: { years: 10 },
} as const;

export type RetainedData = keyof typeof DATA_RETENTION;
export type RetentionPeriod = (typeof DATA_RETENTION)[RetainedData];

/** The moment before which data kept for `period` is due for erasure at `now` (calendar months and years, in UTC). */
export function retentionCutoff(period: RetentionPeriod, now: Date): Date {
  const cutoff = new Date(now.getTime());
  if ('days' in period) cutoff.setUTCDate(cutoff.getUTCDate() - period.days);
  if ('months' in period) cutoff.setUTCMonth(cutoff.getUTCMonth() - period.months);
  if ('years' in period) cutoff.setUTCFullYear(cutoff.getUTCFullYear() - period.years);
  return cutoff;
}

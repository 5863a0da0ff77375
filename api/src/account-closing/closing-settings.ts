import { ACCOUNT_CLOSING_GRACE_DAYS } from '@marketplace/contracts/wire';

/** The grace period the policies promise: the shortest a production configuration may set. */
export const PROMISED_GRACE_MS = ACCOUNT_CLOSING_GRACE_DAYS * 24 * 60 * 60_000;

/** How often the worker looks for closings whose grace period is over. */
export const DEFAULT_CLOSING_ROUND_MS = 60_000;

export interface AccountClosingSettings {
  /** Ms between the request and the closing. */
  graceMs: number;
}

export const DEFAULT_ACCOUNT_CLOSING_SETTINGS: AccountClosingSettings = { graceMs: PROMISED_GRACE_MS };

/**
 * `ACCOUNT_CLOSING_GRACE_MS`: the grace period, 14 days unless set. Only development (the same switch as the
 * other local stand-ins) may shorten it, so the end-to-end suite can watch a closing happen within a run; a
 * production configuration asking for less than the policies promise refuses to start rather than close an
 * account early.
 */
export function readAccountClosingSettings(env: NodeJS.ProcessEnv, { development }: { development: boolean }): AccountClosingSettings {
  const raw = env.ACCOUNT_CLOSING_GRACE_MS;
  if (!raw) return DEFAULT_ACCOUNT_CLOSING_SETTINGS;
  const graceMs = Number(raw);
  if (!Number.isInteger(graceMs) || graceMs < 0) throw new Error(`ACCOUNT_CLOSING_GRACE_MS is not a whole number of ms: ${raw}`);
  if (graceMs < PROMISED_GRACE_MS && !development)
    throw new Error(`ACCOUNT_CLOSING_GRACE_MS may be shorter than ${ACCOUNT_CLOSING_GRACE_DAYS} days only in development (IDP_LOCAL_STANDINS=on)`);
  return { graceMs };
}

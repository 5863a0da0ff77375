/** The error log payload of spec §3, the body of `POST /api/log`; `params.data` is a JSON string. */
export interface ErrorLogEntry {
  event: string;
  status: number;
  message: string;
  params: { data: string };
}

/** Limits the reference API accepts for a log entry; longer parts are cut rather than the entry refused. */
export const ERROR_LOG_LIMITS = { event: 200, message: 2_000, data: 16_384 } as const;

import { ERROR_LOG_LIMITS, type ErrorLogEntry } from './error-log-entry';
import { redactKnownSecrets } from './known-secrets';
import { scrubSecrets, scrubText } from './scrub-secrets';

export interface ErrorLogRecord {
  event: string;
  status: number;
  message: string;
  /** Sent as `params.data`, JSON-encoded after scrubbing. */
  data: unknown;
  /** Values known to be secret for this record (the token, the request's secret fields). */
  secrets?: readonly string[];
}

/**
 * The entry as it may leave the page: secrets scrubbed from message and data (by field name, by shape,
 * and by the known values), then cut to the limits the API accepts. Scrubbing comes first so a cut
 * can never leave half a secret behind.
 */
export function buildErrorLogEntry(record: ErrorLogRecord): ErrorLogEntry {
  const secrets = record.secrets ?? [];
  const message = redactKnownSecrets(scrubText(record.message), secrets);
  const data = redactKnownSecrets(JSON.stringify(scrubSecrets(record.data)) ?? 'null', secrets);
  return {
    event: record.event.slice(0, ERROR_LOG_LIMITS.event),
    status: Number.isInteger(record.status) && record.status >= 0 && record.status <= 999 ? record.status : 0,
    message: message.slice(0, ERROR_LOG_LIMITS.message),
    params: { data: fitJson(data, ERROR_LOG_LIMITS.data) },
  };
}

/** Keeps `params.data` valid JSON when it is too long: the start of it, marked as truncated. */
function fitJson(data: string, limit: number): string {
  if (data.length <= limit) return data;
  let head = data.slice(0, limit / 2);
  let fitted = JSON.stringify({ truncated: true, head });
  while (fitted.length > limit) {
    head = head.slice(0, Math.floor(head.length / 2));
    fitted = JSON.stringify({ truncated: true, head });
  }
  return fitted;
}

import { buildErrorLogEntry, type ErrorLogRecord } from './build-error-log-entry';

/** Where the transport writes what it cannot send anywhere else; the browser console by default. */
export interface LogSink {
  warn(message: string, ...detail: unknown[]): void;
  error(message: string, ...detail: unknown[]): void;
}

export interface ErrorLogOptions {
  /** `{main}/api/log`. */
  url: URL;
  fetch: typeof fetch;
  /** The bearer token for the log call, or null. */
  bearer: () => string | null;
  logger: LogSink;
}

export interface ErrorLog {
  /** Sends the entry; the promise always resolves, so callers may ignore it. */
  send(record: ErrorLogRecord): Promise<void>;
}

/**
 * `POST /api/log`. It goes straight to `fetch`, not through the transport, so a failing log call
 * is never itself logged (no loop), and it is fire-and-forget so it never delays the failing call.
 */
export function createErrorLog(options: ErrorLogOptions): ErrorLog {
  return {
    async send(record) {
      try {
        const entry = buildErrorLogEntry(record);
        const token = options.bearer();
        const response = await options.fetch(options.url.href, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(entry),
          // Lets the entry still go out when the failure is followed by a navigation.
          keepalive: true,
        });
        if (!response.ok) options.logger.warn(`Error log not accepted: ${response.status}`);
      } catch (error) {
        options.logger.warn('Error log not delivered', error instanceof Error ? error.message : String(error));
      }
    },
  };
}

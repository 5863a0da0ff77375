/**
 * Whether an error means the database is away (refused, dropped, shutting down or restarting) rather
 * than the request or the code being wrong: the API then answers 503 and the pool reconnects on its
 * own once the server is back. Looks down the cause chain, since drizzle wraps the driver's error.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  // SQLSTATE class 08 (connection exception) and 57P01-57P03 (admin / crash shutdown, cannot connect now).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);

/** The driver's own words when a connection ends under a query or cannot be made in time (no code). */
const UNAVAILABLE_MESSAGES = [/Connection terminated/i, /timeout exceeded when trying to connect/i, /Client has encountered a connection error/i];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Duck-typed, not `instanceof Error`: errors made by Node's sockets may come from another realm.
  for (
    let current: unknown = error, depth = 0;
    current && typeof current === 'object' && depth < 5;
    current = (current as { cause?: unknown }).cause, depth += 1
  ) {
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** Seconds a client should wait before asking again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

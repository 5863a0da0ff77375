/**
 * What the API's log keeps of an error. Database errors carry their statement's parameters — scrypt
 * hashes, vault envelopes, e-mail addresses — in the message drizzle builds ("Failed query: … params: …")
 * and in the driver's detail ("Key (email)=(…)"), so of those only the statement's kind and table,
 * PostgreSQL's error code and the constraint are kept. Other errors keep their type, message and stack.
 */
export type LoggedError = {
  type: string;
  message: string;
  /** Where it was thrown; for database errors the frames only (their first lines repeat the message, parameters and all). */
  stack: string;
  /** Database errors: e.g. `insert into "vault_keys"`. */
  statement?: string;
  /** PostgreSQL SQLSTATE (e.g. 23505 unique violation, 57P01 admin shutdown), or the driver's code. */
  code?: string;
  constraint?: string;
  cause?: LoggedError;
};

interface QueryFailure extends Error {
  query: string;
  params: unknown[];
}

function isQueryFailure(error: unknown): error is QueryFailure {
  return error instanceof Error && typeof (error as Partial<QueryFailure>).query === 'string' && Array.isArray((error as Partial<QueryFailure>).params);
}

/** The SQL's verb and first table: names only, never a value (drizzle sends values as parameters). */
export function statementOf(query: string): string {
  const verb = /^\s*(select|insert\s+into|update|delete\s+from|with)\b/i.exec(query)?.[1]?.toLowerCase().replace(/\s+/g, ' ') ?? 'statement';
  const table = /(?:into|update|from)\s+("[\w]+"|\w+)/i.exec(query)?.[1];
  return table ? `${verb} ${table}` : verb;
}

function driverFields(cause: unknown): Pick<LoggedError, 'code' | 'constraint'> {
  if (!cause || typeof cause !== 'object') return {};
  const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
  return { ...(typeof code === 'string' ? { code } : {}), ...(typeof constraint === 'string' ? { constraint } : {}) };
}

export function loggableError(error: unknown): LoggedError {
  if (isQueryFailure(error)) {
    return {
      type: 'DatabaseQueryError',
      message: 'Database query failed',
      stack: framesOf(error.stack),
      statement: statementOf(error.query),
      ...driverFields(error.cause),
    };
  }
  if (!(error instanceof Error)) return { type: typeof error, message: 'A non-error value was thrown', stack: '' };
  // A driver error met outside drizzle (a dropped connection): its code says enough, its detail may hold values.
  const driver = driverFields(error);
  if (driver.code && 'severity' in error) return { type: error.name, message: 'Database error', stack: framesOf(error.stack), ...driver };
  const cause = error.cause === undefined ? {} : { cause: loggableError(error.cause) };
  return { type: error.name, message: error.message, stack: error.stack ?? '', ...cause };
}

function framesOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

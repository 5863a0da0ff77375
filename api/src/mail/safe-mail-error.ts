/** The longest `last_error` kept: the gist of an SMTP answer, not a transcript. */
const LAST_ERROR_MAX_LENGTH = 500;

/**
 * What went wrong with an attempt, fit for `last_error` (which the admin outbox shows): the error's code
 * and message, with the SMTP password (and any other secret named) replaced, and no e-mail key: the
 * mail's links never reach an error message here, but a `key=` query is blanked all the same.
 */
export function safeMailError(error: unknown, secrets: string[]): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : null;
  let text = error instanceof Error ? error.message : String(error);
  for (const secret of secrets.filter((value) => value.length > 0)) text = text.split(secret).join('[redacted]');
  text = text.replace(/([?&](?:key|unsubscribe|verify-email)=)[A-Za-z0-9_-]+/g, '$1[redacted]');
  return `${code ? `${code}: ` : ''}${text}`.slice(0, LAST_ERROR_MAX_LENGTH);
}

const SECRET_FIELD = /pass(word)?|secret|token|code|key|signature|authorization|cookie|mnemonic|seed/i;
const REDACTED = '[redacted]';

function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([field, inner]) => [field, SECRET_FIELD.test(field) ? REDACTED : scrub(inner)]));
  }
  if (typeof value === 'string') return value.replace(/Bearer\s+[A-Za-z0-9._~+/=-]+/g, `Bearer ${REDACTED}`);
  return value;
}

/**
 * The client scrubs its reports already; this is the second line, for an older or faulty client.
 * `data` is a JSON string: secret-named fields lose their values. Text that is not JSON is kept
 * but any bearer token in it is cut.
 */
export function scrubSecrets(data: string): string {
  try {
    return JSON.stringify(scrub(JSON.parse(data)));
  } catch {
    return scrub(data) as string;
  }
}

import { isSecretField } from './is-secret-field';
import { REDACTED } from './scrub-secrets';

/** Shorter values are too likely to match harmless text; field-name rules still cover them. */
const MIN_SECRET_LENGTH = 4;

/**
 * The secret values a request was made with (token, extra header values, secret-named body and query
 * fields), so that a server echoing one back in an error message still cannot put it in a log.
 */
export function collectSecretValues(...sources: unknown[]): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, secret: boolean, depth: number): void => {
    if (depth > 20) return;
    if (typeof value === 'string' || typeof value === 'number') {
      if (secret) found.add(String(value));
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, secret, depth + 1);
      return;
    }
    for (const [name, field] of Object.entries(value)) visit(field, secret || isSecretField(name), depth + 1);
  };
  for (const source of sources) visit(source, false, 0);
  return [...found].filter((value) => value.length >= MIN_SECRET_LENGTH);
}

/** `text` with every occurrence of each secret replaced, also in its JSON-escaped and doubly escaped forms. */
export function redactKnownSecrets(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    for (const form of escapedForms(secret)) result = result.split(form).join(REDACTED);
  }
  return result;
}

function escapedForms(secret: string): string[] {
  const once = JSON.stringify(secret).slice(1, -1);
  const twice = JSON.stringify(once).slice(1, -1);
  // Longest first, so a shorter form does not break a longer one before it is matched.
  return [...new Set([twice, once, secret])].filter((form) => form.length >= MIN_SECRET_LENGTH);
}

/**
 * Text PostgreSQL cannot store: a NUL character (its `text` refuses it) or an unpaired UTF-16 surrogate
 * (no UTF-8 encoding). Either made the API answer 500 wherever it reached a query; refused up front,
 * for every route at once, it is the 400 of the field that carries it.
 */
export const MALFORMED_TEXT = 'Must not contain NUL characters or unpaired surrogates';

const MAX_DEPTH = 32;

/** The dotted path (`body.keys.password.value`) of the first malformed string or key in `value`, or null. */
export function firstMalformedField(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return isStorable(value) ? null : path;
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = `${path}.${key}`;
    if (!isStorable(key)) return innerPath;
    const found = firstMalformedField(inner, innerPath, depth + 1);
    if (found) return found;
  }
  return null;
}

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isStorable(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

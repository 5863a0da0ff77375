import { ApiError } from '../../wire/api/api-error';
import { isSecretField } from './is-secret-field';

export const REDACTED = '[redacted]';

const MAX_DEPTH = 20;

const BEARER_VALUE = /\bBearer\s+[^\s"',;]+/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
/** A 32-byte hex value is what a private key looks like; a transaction hash looks the same and is lost too. */
const HEX_32_BYTES = /\b(?:0x)?[0-9a-fA-F]{64}\b/g;
/**
 * `name: value`, `name=value`, `"name":"value"` and its escaped form `\"name\":\"value\"` inside text.
 * The value is a double-quoted JSON string, an escaped-quote string, a single-quoted string or a bare word.
 */
const NAMED_VALUE = /(?<![\w-])(\\*["']?)([A-Za-z][\w-]*)(\\*["']?)(\s*[:=]\s*)("(?:[^"\\]|\\.)*"|\\+"(?:(?!\\+").)*\\+"|'(?:[^'\\]|\\.)*'|[^\s"'&,;}\]]+)/g;

/**
 * A copy of `value` with every secret replaced by '[redacted]': values of secret-named fields at any depth,
 * and secrets spotted in text (bearer values, JWTs, 32-byte hex keys, `password=…` pairs), including text
 * that is itself JSON, however deeply nested.
 */
export function scrubSecrets(value: unknown): unknown {
  return scrub(value, 0, new WeakSet());
}

/** `text` with the secrets it shows replaced; JSON text is scrubbed field by field and kept JSON. */
export function scrubText(text: string): string {
  return scrubString(text, 0, new WeakSet());
}

function scrub(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return scrubString(value, depth, seen);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (seen.has(value)) return '[circular]';
  // `seen` holds only the ancestors, so a value shared by two branches is shown twice, not as circular.
  seen.add(value);
  const copy = scrubContainer(value, depth, seen);
  seen.delete(value);
  return copy;
}

function scrubContainer(value: object, depth: number, seen: WeakSet<object>): unknown {
  if (value instanceof Error) return scrub(describeError(value), depth, seen);
  if (Array.isArray(value)) return value.map((item: unknown) => scrub(item, depth + 1, seen));
  const copy: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    copy[name] = isSecretField(name) && carriesData(field) ? REDACTED : scrub(field, depth + 1, seen);
  }
  return copy;
}

function scrubString(text: string, depth: number, seen: WeakSet<object>): string {
  const parsed = parseJsonContainer(text);
  if (parsed !== undefined) return JSON.stringify(scrub(parsed, depth + 1, seen));
  return text
    .replace(BEARER_VALUE, `Bearer ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(HEX_32_BYTES, REDACTED)
    .replace(NAMED_VALUE, (_whole, open: string, name: string, close: string, separator: string, fieldValue: string) =>
      isSecretField(name)
        ? `${open}${name}${close}${separator}${requote(fieldValue)}`
        : // A harmless name's value may itself hold a pair (`failed: password=…`): it is scrubbed in turn.
          `${open}${name}${close}${separator}${depth < MAX_DEPTH ? scrubString(fieldValue, depth + 1, seen) : fieldValue}`,
    );
}

/** Keeps the quoting of a redacted value so the text around it still reads (and parses) the same. */
function requote(value: string): string {
  const opening = /^\\*["']/.exec(value)?.[0] ?? '';
  return `${opening}${REDACTED}${opening}`;
}

/** null, undefined and booleans cannot carry a secret; leaving them readable helps reading a log. */
function carriesData(value: unknown): boolean {
  return value !== null && value !== undefined && typeof value !== 'boolean';
}

function parseJsonContainer(text: string): unknown {
  const trimmed = text.trim();
  const first = trimmed[0];
  if (first !== '{' && first !== '[' && first !== '"') return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

/** An Error's own fields are not enumerable, so JSON would show `{}`; this keeps what helps. */
function describeError(error: Error): Record<string, unknown> {
  const described: Record<string, unknown> = { name: error.name, message: error.message };
  if (error instanceof ApiError) {
    described.request = error.request;
    described.status = error.status;
    described.kind = error.kind;
    if (error.body !== undefined) described.body = error.body;
  }
  return described;
}

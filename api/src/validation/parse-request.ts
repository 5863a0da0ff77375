import * as z from 'zod';

// The contracts' schemas are zod/mini, which loads no message locale: without this a refusal would only
// say "Invalid input" until some classic schema happened to be built. The API answers in English.
z.config(z.locales.en());

/** A request part that does not fit its schema; the app's error handler answers it as a 400 envelope. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
}

type RequestPart = 'body' | 'query' | 'params' | 'headers';

/**
 * Parses one part of a request, or throws a 400 whose message names the first wrong field
 * (`body.walletAddress: Invalid address`) so the client can tell which input to fix.
 */
export function parseRequest<S extends z.core.$ZodType>(part: RequestPart, schema: S, value: unknown): z.infer<S> {
  const result = z.safeParse(schema, value ?? (part === 'body' ? null : {}));
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const field = [part, ...(issue?.path ?? []).map(String)].join('.');
  throw new RequestValidationError(`${field}: ${issue?.message ?? 'Invalid input'}`);
}

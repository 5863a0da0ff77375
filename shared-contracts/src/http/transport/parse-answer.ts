import type * as z from 'zod/mini';
import { envelopeSchema } from '../../wire/api/envelope';

export type ParsedAnswer<T> = { success: true; data: T } | { success: false; issues: AnswerIssue[] };
export interface AnswerIssue {
  path: string;
  code: string;
  message: string;
}

/**
 * Validates an OK answer. Enveloped answers give their `payload`; `unwrapped` ones (the explorer's
 * `{status, message, result}`) are validated whole. An empty body (204) is validated as `undefined`,
 * so only a schema that expects nothing accepts it.
 */
export function parseAnswer<S extends z.ZodMiniType>(body: unknown, schema: S, unwrapped: boolean): ParsedAnswer<z.output<S>> {
  if (body === undefined || unwrapped) {
    const whole = schema.safeParse(body);
    return whole.success ? { success: true, data: whole.data } : failed(whole.error);
  }
  const envelope = envelopeSchema(schema).safeParse(body);
  if (!envelope.success) return failed(envelope.error);
  return { success: true, data: (envelope.data as { payload: z.output<S> }).payload };
}

function failed(error: z.core.$ZodError): { success: false; issues: AnswerIssue[] } {
  return {
    success: false,
    issues: error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      code: issue.code,
      message: issue.message,
    })),
  };
}

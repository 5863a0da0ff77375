/**
 * Why a call gave no usable answer: the server said no (`status`), the network failed (`network`),
 * the caller gave up (`aborted`), or the answer did not match its schema (`malformed`).
 */
export type ApiErrorKind = 'status' | 'network' | 'aborted' | 'malformed';

export interface ApiErrorDetails {
  kind?: ApiErrorKind;
  /** The answer body as received (parsed JSON, or text); kept in memory only, never logged unscrubbed. */
  body?: unknown;
  cause?: unknown;
}

/** A call that did not produce a usable answer: a non-OK status, a network failure or a malformed body. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly body: unknown;

  constructor(
    readonly request: string,
    readonly status: number,
    message: string,
    details: ApiErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.kind = details.kind ?? (status === 0 ? 'network' : 'status');
    this.body = details.body;
  }

  /** The `message` of the answer's envelope (e.g. 'Invalid code'), for showing the server's reason. */
  get answerMessage(): string | null {
    const body = this.body;
    if (typeof body !== 'object' || body === null || !('message' in body)) return null;
    return typeof body.message === 'string' ? body.message : null;
  }
}

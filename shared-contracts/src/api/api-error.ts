/** A call that did not produce a usable answer: a non-OK status, a network failure or a malformed body. */
export class ApiError extends Error {
  constructor(
    readonly request: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

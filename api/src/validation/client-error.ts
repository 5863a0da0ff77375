/**
 * A refusal that is the caller's to fix or to know about (404 not found, 409 state conflict, 429 too many wrong guesses). The
 * app's error handler answers it as an envelope carrying `message`, like a `RequestValidationError`,
 * so domain code (catalogue, commerce) can stop at the first refusal without threading the reply through.
 */
export class ClientError extends Error {
  constructor(
    readonly statusCode: 403 | 404 | 409 | 429,
    message: string,
  ) {
    super(message);
    this.name = 'ClientError';
  }
}

export const notFound = (message: string) => new ClientError(404, message);

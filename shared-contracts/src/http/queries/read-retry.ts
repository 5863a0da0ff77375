import { ApiError } from '../../wire/api/api-error';
import { MAINTENANCE_STATUS } from '../resources/status-api';

/** A failed read is tried this many times more: enough for a blip of the network or the server. */
export const READ_RETRIES = 2;

/**
 * TanStack Query's `retry` for reads. Again after a network failure or a server error (5xx); never
 * after a 4xx (asking again gets the same no), a 503 (maintenance, which the shell handles at once),
 * a malformed answer (it will not fix itself), a cancelled read, or a bug (anything not an ApiError).
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= READ_RETRIES || !(error instanceof ApiError)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'status' && error.status >= 500 && error.status !== MAINTENANCE_STATUS;
}

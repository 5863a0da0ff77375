import { STATUS_CODES } from 'node:http';
import type { ApiEnvelope } from '@marketplace/contracts/wire';

export function okEnvelope<T>(payload: T): ApiEnvelope<T> {
  return { status: 200, message: 'OK', payload };
}

/** Error answers carry the status and a short message, never details of what went wrong inside. */
export function errorEnvelope(status: number, message = STATUS_CODES[status] ?? 'Error'): ApiEnvelope<null> {
  return { status, message, payload: null };
}

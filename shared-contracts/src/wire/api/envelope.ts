import * as z from 'zod/mini';

/**
 * Every answer of the marketplace API is wrapped in this envelope
 * (the spec speaks of `payload`, e.g. "payload.key", "reverted if no payload returns").
 */
export interface ApiEnvelope<T> {
  status: number;
  message: string;
  payload: T;
}

/** Answer of `GET /api/status/maintenance`: 503 means the site is in maintenance. */
export interface MaintenanceStatus {
  statusCode: number;
}

/** The `{status, message, payload}` envelope of the main, identity and KYC APIs around `payload`. */
export function envelopeSchema<S extends z.ZodMiniType>(payload: S) {
  return z.object({ status: z.number(), message: z.string(), payload });
}

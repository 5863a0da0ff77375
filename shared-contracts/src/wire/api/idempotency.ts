/**
 * The header that makes a write safe to retry (a send, a purchase, a craft, a listing, an offer, a cart's
 * checkout): the same key and body answer what the first attempt answered, never a second debit. A module
 * of plain constants, so the transport that sends it carries no schema with it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * Writes that buy, craft, list or offer take an `Idempotency-Key` (`IDEMPOTENCY_KEY_HEADER`, one per user
 * action): a retry with the same key answers what the first attempt answered, marked with this header.
 */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

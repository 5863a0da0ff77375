/**
 * Writes that buy, craft, list or offer take an `Idempotency-Key` (`IDEMPOTENCY_KEY_HEADER`, one per user
 * action): a retry with the same key answers what the first attempt answered, marked with this header.
 */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

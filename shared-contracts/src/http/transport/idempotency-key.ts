/** A fresh `Idempotency-Key` for one user action; every retry of that action sends the same one. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

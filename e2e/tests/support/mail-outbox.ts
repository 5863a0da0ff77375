import { type APIRequestContext, expect, request } from '@playwright/test';
import type { MailOutboxEntry } from '../../../shared-contracts/src/wire/schemas/email-key-schemas';
import { API_ORIGIN, bearerOf, SIGNED_IN_STATE } from './sessions';

let admin: Promise<APIRequestContext> | null = null;

/** The ADMIN's session (saved by the sign-in set-up), opened once per worker for the outbox read. */
function adminRequest(): Promise<APIRequestContext> {
  admin ??= request.newContext({ storageState: SIGNED_IN_STATE.admin });
  return admin;
}

/**
 * The API's mail queue for one recipient, newest first, as an administrator reads it
 * (`GET /api/admin/mail-outbox?email=`): what the inbox cannot say, such as a mail that was never sent
 * (`suppressed`) or one being retried (`attempts`, `lastError`).
 */
export async function outboxOf(email: string): Promise<MailOutboxEntry[]> {
  const session = await adminRequest();
  const answer = await session.get(`${API_ORIGIN}/api/admin/mail-outbox?${new URLSearchParams({ email: email.toLowerCase() })}`, {
    headers: { Authorization: `Bearer ${await bearerOf(session)}` },
  });
  expect(answer.status(), 'the admin outbox read').toBe(200);
  return ((await answer.json()) as { payload: MailOutboxEntry[] }).payload;
}

/** The queued mails of one kind to `email`, newest first. */
export async function outboxOfKind(email: string, kind: MailOutboxEntry['kind']): Promise<MailOutboxEntry[]> {
  return (await outboxOf(email)).filter((entry) => entry.kind === kind);
}

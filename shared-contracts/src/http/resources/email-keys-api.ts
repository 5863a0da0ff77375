import {
  type EmailChangeRequest,
  emailChangedPayloadSchema,
  emailChangeSentPayloadSchema,
  pendingEmailChangePayloadSchema,
} from '../../wire/schemas/email-change-schemas';
import { emailVerificationSentPayloadSchema, emailVerifiedPayloadSchema, mailOutboxListSchema } from '../../wire/schemas/email-key-schemas';
import { unsubscribeOutcomeSchema } from '../../wire/schemas/communication-preference-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import { listOrEmpty } from '../transport/list-or-empty';

/**
 * Keys of e-mail links (spec §7 `POST /api/keys/…`): they need no sign-in, the key is the proof.
 * An unknown, expired or used key is a 404 'Key not found', which rejects so the page can say the link has expired.
 */
export function createEmailKeysApi(transport: ApiTransport) {
  return {
    /** §7 `POST /api/keys/verify-email` (key) → `{emailVerified: true}`; a key works once, for 24 hours. */
    verifyEmail: (key: string) =>
      transport.request('main', { method: 'POST', path: '/api/keys/verify-email', body: { key }, schema: emailVerifiedPayloadSchema }),
    /** §7 `POST /api/keys/unsubscribe-communications` (key) → what it turned off (`UnsubscribeOutcome`); a key works for 30 days, again and again. */
    unsubscribeCommunications: (key: string) =>
      transport.request('main', {
        method: 'POST',
        path: '/api/keys/unsubscribe-communications',
        body: { key },
        schema: unsubscribeOutcomeSchema,
      }),
    /** Extension: `POST /api/users/self/verify-email` → mails the signed-in user a verification link; a failure rejects (409 when verified already). */
    requestEmailVerification: () =>
      transport.request('main', { method: 'POST', path: '/api/users/self/verify-email', schema: emailVerificationSentPayloadSchema }),
    /**
     * Extension: `POST /api/users/self/email-change` (newEmail, currentPassword, code while 2FA is on) → where the
     * confirmation link went and until when it works (the same for an address another account has). A refusal
     * rejects with its ApiError; `emailChangeRefusalOf(error.answerMessage)` tells which.
     */
    requestEmailChange: (change: EmailChangeRequest) =>
      transport.request('main', { method: 'POST', path: '/api/users/self/email-change', body: change, schema: emailChangeSentPayloadSchema }),
    /** Extension: `GET /api/users/self/email-change` → the change still waiting for its link (where it went, until when), or null. */
    pendingEmailChange: () => transport.request('main', { path: '/api/users/self/email-change', schema: pendingEmailChangePayloadSchema }),
    /** Extension: `DELETE /api/users/self/email-change` → null; the pending change's link stops working. */
    cancelEmailChange: () => transport.request('main', { method: 'DELETE', path: '/api/users/self/email-change', schema: pendingEmailChangePayloadSchema }),
    /** Extension: `POST /api/keys/confirm-email-change` (key) → `{email}`, the account's new address; a key works once, for 24 hours. */
    confirmEmailChange: (key: string) =>
      transport.request('main', { method: 'POST', path: '/api/keys/confirm-email-change', body: { key }, schema: emailChangedPayloadSchema }),
    /** Extension (ADMIN only): `GET /api/admin/mail-outbox?email=` → the mail queue, newest first (kind, recipient, status, attempts, times; never a link); `listOrEmpty`. */
    mailOutbox: (email?: string) => listOrEmpty(transport.request('main', { path: '/api/admin/mail-outbox', query: { email }, schema: mailOutboxListSchema })),
  };
}

export type EmailKeysApi = ReturnType<typeof createEmailKeysApi>;

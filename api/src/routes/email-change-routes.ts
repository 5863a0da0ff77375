import type { FastifyPluginAsync } from 'fastify';
import {
  type ApiEnvelope,
  EMAIL_CHANGE_REFUSALS,
  emailChangeRequestSchema,
  type EmailChangedPayload,
  type EmailChangeSentPayload,
  emailKeyRequestSchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import {
  cancelEmailChange,
  confirmEmailChange,
  type EmailChangeConfirmation,
  type EmailChangeRequestOutcome,
  pendingEmailChange,
  requestEmailChange,
} from '../email-change/email-change.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';
import { parseRequest } from '../validation/parse-request.js';

/** Address-change links one account may have mailed in an hour: a few retries after a typo, not a way to mail strangers. */
export const EMAIL_CHANGE_MAILS_PER_HOUR = 5;

type RequestRefusal = Extract<EmailChangeRequestOutcome, { ok: false }>['reason'];
type ConfirmationRefusal = Extract<EmailChangeConfirmation, { ok: false }>['reason'];

/** 403 for a wrong secret, 412 for a precondition the account or the address fails, 429 once a budget is spent. */
const REQUEST_REFUSALS: Record<RequestRefusal, { status: number; message: string }> = {
  'wrong-password': { status: 403, message: EMAIL_CHANGE_REFUSALS.wrongPassword },
  'wrong-code': { status: 403, message: EMAIL_CHANGE_REFUSALS.invalidCode },
  'no-password': { status: 412, message: EMAIL_CHANGE_REFUSALS.noPassword },
  'same-address': { status: 412, message: EMAIL_CHANGE_REFUSALS.sameAddress },
  'too-many-passwords': { status: 429, message: EMAIL_CHANGE_REFUSALS.tooManyPasswords },
  'too-many-codes': { status: 429, message: EMAIL_CHANGE_REFUSALS.tooManyCodes },
};

// One answer for unknown, expired and used keys, as the other key routes give.
const CONFIRMATION_REFUSALS: Record<ConfirmationRefusal, { status: number; message: string }> = {
  'key-not-found': { status: 404, message: EMAIL_CHANGE_REFUSALS.keyNotFound },
  'address-taken': { status: 409, message: EMAIL_CHANGE_REFUSALS.addressTaken },
};

/** Extension of spec §7: changing the account's e-mail address, confirmed from the new mailbox. */
export const emailChangeRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth, shellOrigin, passwordAttempts, twoFactorAttempts }) => {
  app.post(
    '/api/users/self/email-change',
    {
      preHandler: auth.requireUser,
      // Counted per account after the sign-in check, like the verification resend: every request may mail a stranger.
      config: {
        rateLimit: {
          max: EMAIL_CHANGE_MAILS_PER_HOUR,
          timeWindow: 60 * 60_000,
          hook: 'preHandler',
          keyGenerator: (request) => `email-change:${sessionUserOf(request).id}`,
        },
      },
    },
    async (request, reply): Promise<ApiEnvelope<EmailChangeSentPayload | null>> => {
      const change = parseRequest('body', emailChangeRequestSchema, request.body);
      const session = sessionUserOf(request);
      const outcome = await requestEmailChange(
        db,
        { passwordAttempts, twoFactorAttempts },
        { userId: session.id, deviceId: session.deviceId, shellOrigin },
        change,
      );
      if (!outcome.ok) {
        const { status, message } = REQUEST_REFUSALS[outcome.reason];
        if (status === 429) reply.header('Retry-After', String(await retryAfterSeconds(outcome.reason, session.id)));
        reply.code(status);
        return errorEnvelope(status, message);
      }
      return okEnvelope({ sentTo: outcome.sentTo, expiresAt: outcome.expiresAt.toISOString() });
    },
  );

  // The change still waiting for its link, so the account page says so after a reload too (null: none).
  app.get('/api/users/self/email-change', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<EmailChangeSentPayload | null>> => {
    const pending = await pendingEmailChange(db, sessionUserOf(request).id);
    return okEnvelope(pending && { sentTo: pending.sentTo, expiresAt: pending.expiresAt.toISOString() });
  });

  // Cancelling needs no password: it only takes a pending change away, the address stays as it is.
  app.delete('/api/users/self/email-change', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<null>> => {
    await cancelEmailChange(db, sessionUserOf(request).id);
    return okEnvelope(null);
  });

  function retryAfterSeconds(reason: RequestRefusal, userId: string): Promise<number> {
    return (reason === 'too-many-codes' ? twoFactorAttempts : passwordAttempts).retryAfterSeconds(userId);
  }

  // No bearer token: the person arrives from the new mailbox, perhaps on another device; the key is the proof.
  app.post('/api/keys/confirm-email-change', async (request, reply): Promise<ApiEnvelope<EmailChangedPayload | null>> => {
    const { key } = parseRequest('body', emailKeyRequestSchema, request.body);
    const outcome = await confirmEmailChange(db, key, shellOrigin);
    if (!outcome.ok) {
      const { status, message } = CONFIRMATION_REFUSALS[outcome.reason];
      reply.code(status);
      return errorEnvelope(status, message);
    }
    return okEnvelope({ email: outcome.email });
  });
};

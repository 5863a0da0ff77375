import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  type UnsubscribeOutcome,
  type ApiEnvelope,
  emailKeyRequestSchema,
  emailVerificationRequestSchema,
  type EmailVerificationSentPayload,
  type EmailVerifiedPayload,
  type MailOutboxEntry,
  mailOutboxQuerySchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { users } from '../db/schema.js';
import { mailKeyLink } from '../mail/email-links.js';
import { outboxEntries } from '../mail/outbox-entries.js';
import { unsubscribeWithKey } from '../communications/communication-preferences.js';
import { verifyEmailWithKey } from '../email-keys/email-keys.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';
import { parseRequest } from '../validation/parse-request.js';

// One answer for unknown, expired and used keys: which of them it was is nobody's business.
const KEY_NOT_FOUND = 'Key not found';

/** Verification mails one account may ask for in an hour: a resend button pressed a few times, not a mail cannon. */
export const VERIFICATION_MAILS_PER_HOUR = 5;

/**
 * Keys of e-mail links (spec §7). The key routes need no bearer token: the person arrives from a mail,
 * perhaps signed out, and the key itself is the proof.
 */
export const emailKeyRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth, shellOrigin }) => {
  app.post('/api/keys/verify-email', async (request, reply): Promise<ApiEnvelope<EmailVerifiedPayload | null>> => {
    const { key } = parseRequest('body', emailKeyRequestSchema, request.body);
    if (!(await verifyEmailWithKey(db, key))) {
      reply.code(404);
      return errorEnvelope(404, KEY_NOT_FOUND);
    }
    return okEnvelope({ emailVerified: true });
  });

  app.post('/api/keys/unsubscribe-communications', async (request, reply): Promise<ApiEnvelope<UnsubscribeOutcome | null>> => {
    const { key } = parseRequest('body', emailKeyRequestSchema, request.body);
    const outcome = await unsubscribeWithKey(db, key);
    if (!outcome) {
      reply.code(404);
      return errorEnvelope(404, KEY_NOT_FOUND);
    }
    return okEnvelope(outcome);
  });

  app.post(
    '/api/users/self/verify-email',
    {
      preHandler: auth.requireUser,
      // Counted per account, after the sign-in check (so by who asks, not by the address they ask from).
      config: {
        rateLimit: {
          max: VERIFICATION_MAILS_PER_HOUR,
          timeWindow: 60 * 60_000,
          hook: 'preHandler',
          keyGenerator: (request) => `verify-email:${sessionUserOf(request).id}`,
        },
      },
    },
    async (request, reply): Promise<ApiEnvelope<EmailVerificationSentPayload | null>> => {
      parseRequest('body', emailVerificationRequestSchema, request.body);
      const { id } = sessionUserOf(request);
      const [user] = await db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, id));
      if (user?.emailVerified) {
        reply.code(409);
        return errorEnvelope(409, 'E-mail verified already');
      }
      const mailed = await mailKeyLink(db, { userId: id, purpose: 'VERIFY_EMAIL', shellOrigin });
      return okEnvelope({ sentTo: mailed.sentTo, expiresAt: mailed.expiresAt.toISOString() });
    },
  );

  app.get('/api/admin/mail-outbox', { preHandler: auth.requireAdmin }, async (request): Promise<ApiEnvelope<MailOutboxEntry[]>> => {
    const { email } = parseRequest('query', mailOutboxQuerySchema, request.query);
    return okEnvelope(await outboxEntries(db, email ? { email } : {}));
  });
};

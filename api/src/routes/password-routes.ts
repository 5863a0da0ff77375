import type { FastifyPluginAsync } from 'fastify';
import {
  type ApiEnvelope,
  PASSWORD_RULE_MESSAGES,
  type PasswordChangePayload,
  passwordChangeSchema,
  type PasswordVerificationPayload,
  passwordVerificationSchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { createFailedAttempts } from '../auth/failed-attempts.js';
import { markReauthenticated } from '../custody/fresh-authentication.js';
import { removeOtherDevices } from '../devices/devices.js';
import { errorEnvelope, okEnvelope } from '../envelope.js';
import { changePassword, isPasswordOf, type PasswordChangeOutcome } from '../passwords/user-password.js';
import { parseRequest } from '../validation/parse-request.js';

/** Five wrong passwords in 15 minutes, then a pause: enough for typos, too few to guess. */
export const PASSWORD_ATTEMPTS = { maxFailures: 5, windowMs: 15 * 60_000 };

const TOO_MANY_ATTEMPTS = 'Too many wrong passwords, try again later';

type PasswordRefusal = Extract<PasswordChangeOutcome, { ok: false }>;

/** 403 for a wrong current password, 412 for a precondition the account or the new password fails (spec §7). */
function refusalOf(outcome: PasswordRefusal): { status: number; message: string } {
  switch (outcome.reason) {
    case 'wrong-password':
      return { status: 403, message: 'Wrong password' };
    case 'no-password':
      return { status: 412, message: 'This account signs in with Google or Apple and has no password' };
    case 'broken-rule':
      return { status: 412, message: `body.newPassword: ${PASSWORD_RULE_MESSAGES[outcome.rule]}` };
  }
}

/** The signed-in user's password: change it, or prove it before a sensitive step (spec §7). */
export const passwordRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const { db, auth } = context;
  // Both routes guess at the same secret, so they share one count per user.
  const attempts = createFailedAttempts(PASSWORD_ATTEMPTS);

  app.put('/api/users/self/password', { preHandler: auth.requireUser }, async (request, reply): Promise<ApiEnvelope<PasswordChangePayload | null>> => {
    const change = parseRequest('body', passwordChangeSchema, request.body);
    const session = sessionUserOf(request);
    const guess = attempts.begin(session.id);
    if (!guess) {
      reply.code(429).header('Retry-After', String(attempts.retryAfterSeconds(session.id)));
      return errorEnvelope(429, TOO_MANY_ATTEMPTS);
    }

    const outcome = await changePassword(db, context, session.id, change);
    if (!outcome.ok) {
      // Only a wrong current password was a guess; a new password that breaks a rule was not.
      if (outcome.reason !== 'wrong-password') guess.withdrawn();
      const { status, message } = refusalOf(outcome);
      reply.code(status);
      return errorEnvelope(status, message);
    }
    guess.succeeded();
    // Whoever learnt the old password may hold a session; only the one that changed it stays signed in.
    await removeOtherDevices(db, session.id, session.deviceId);
    return okEnvelope({ changed: true });
  });

  // A wrong password is an answer, not a failed sign-in: a 401 here would sign the person out.
  app.post('/api/auth/verify/password', { preHandler: auth.requireUser }, async (request, reply): Promise<ApiEnvelope<PasswordVerificationPayload | null>> => {
    const { password } = parseRequest('body', passwordVerificationSchema, request.body);
    const session = sessionUserOf(request);
    const { id } = session;
    const guess = attempts.begin(id);
    if (!guess) {
      reply.code(429).header('Retry-After', String(attempts.retryAfterSeconds(id)));
      return errorEnvelope(429, TOO_MANY_ATTEMPTS);
    }

    const valid = await isPasswordOf(db, id, password);
    if (valid) guess.succeeded();
    // The proof lets this session, and no other, replace vault entries for a few minutes.
    if (valid) await markReauthenticated(db, session);
    return okEnvelope({ valid });
  });
};

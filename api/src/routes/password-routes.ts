import type { FastifyPluginAsync } from 'fastify';
import {
  type ApiEnvelope,
  PASSWORD_RULE_MESSAGES,
  type PasswordChangePayload,
  passwordChangeSchema,
  type PasswordVerificationPayload,
  passwordVerificationSchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { markReauthenticated } from '../auth/fresh-authentication.js';
import { removeOtherDevices } from '../devices/devices.js';
import { withdrawEmailKeys } from '../email-keys/email-keys.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';
import { changePassword, isPasswordOf, type PasswordChangeOutcome, TOO_MANY_WRONG_PASSWORDS } from '../passwords/user-password.js';
import { parseRequest } from '../validation/parse-request.js';

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
  const { db, auth, passwordAttempts: attempts } = context;
  app.put('/api/users/self/password', { preHandler: auth.requireUser }, async (request, reply): Promise<ApiEnvelope<PasswordChangePayload | null>> => {
    const change = parseRequest('body', passwordChangeSchema, request.body);
    const session = sessionUserOf(request);
    const guess = await attempts.begin(session.id);
    if (!guess) {
      reply.code(429).header('Retry-After', String(await attempts.retryAfterSeconds(session.id)));
      return errorEnvelope(429, TOO_MANY_WRONG_PASSWORDS);
    }

    const outcome = await changePassword(db, context, session.id, change);
    if (!outcome.ok) {
      // Only a wrong current password was a guess; a new password that breaks a rule was not.
      if (outcome.reason !== 'wrong-password') await guess.withdrawn();
      const { status, message } = refusalOf(outcome);
      reply.code(status);
      return errorEnvelope(status, message);
    }
    await guess.succeeded();
    // Whoever learnt the old password may hold a session; only the one that changed it stays signed in.
    await removeOtherDevices(db, session.id, session.deviceId);
    // Or may have asked to move the account to their own address: a pending change dies with the password.
    await withdrawEmailKeys(db, session.id, 'CONFIRM_EMAIL_CHANGE');
    return okEnvelope({ changed: true });
  });

  // A wrong password is an answer, not a failed sign-in: a 401 here would sign the person out.
  app.post('/api/auth/verify/password', { preHandler: auth.requireUser }, async (request, reply): Promise<ApiEnvelope<PasswordVerificationPayload | null>> => {
    const { password } = parseRequest('body', passwordVerificationSchema, request.body);
    const session = sessionUserOf(request);
    const { id } = session;
    const guess = await attempts.begin(id);
    if (!guess) {
      reply.code(429).header('Retry-After', String(await attempts.retryAfterSeconds(id)));
      return errorEnvelope(429, TOO_MANY_WRONG_PASSWORDS);
    }

    const valid = await isPasswordOf(db, id, password);
    if (valid) await guess.succeeded();
    // The proof lets this session, and no other, replace vault entries for a few minutes.
    if (valid) await markReauthenticated(db, session);
    return okEnvelope({ valid });
  });
};

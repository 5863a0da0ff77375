import type { FastifyPluginAsync } from 'fastify';
import {
  ACCOUNT_CLOSING_REFUSALS,
  type AccountClosing,
  accountClosingRequestSchema,
  type ApiEnvelope,
  type PendingAccountClosings,
} from '@marketplace/contracts/wire';
import { cancelAccountClosing, type ClosingRequestOutcome, pendingClosingOf, requestAccountClosing } from '../account-closing/account-closing-requests.js';
import { pendingClosings } from '../account-closing/pending-closings.js';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';
import { parseRequest } from '../validation/parse-request.js';

type Refusal = Extract<ClosingRequestOutcome, { ok: false }>['reason'];

/** 403 for a wrong secret, 409 for a closing pending already, 412 for a password-less account not re-authenticated just now, 429 once a budget is spent. */
const REFUSALS: Record<Refusal, { status: number; message: string }> = {
  'wrong-password': { status: 403, message: ACCOUNT_CLOSING_REFUSALS.wrongPassword },
  'wrong-code': { status: 403, message: ACCOUNT_CLOSING_REFUSALS.invalidCode },
  'already-pending': { status: 409, message: ACCOUNT_CLOSING_REFUSALS.alreadyPending },
  'reauthentication-required': { status: 412, message: ACCOUNT_CLOSING_REFUSALS.reauthenticationRequired },
  'too-many-passwords': { status: 429, message: ACCOUNT_CLOSING_REFUSALS.tooManyPasswords },
  'too-many-codes': { status: 429, message: ACCOUNT_CLOSING_REFUSALS.tooManyCodes },
};

/** Extension of spec §7 (issue 24): closing one's account after a grace period, cancelling it, and the ADMIN's list of pending closings. */
export const accountClosingRoutes: FastifyPluginAsync<AppContext> = async (
  app,
  { db, auth, shellOrigin, passwordAttempts, twoFactorAttempts, accountClosing },
) => {
  const links = { shellOrigin };

  app.get('/api/users/self/closing', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<AccountClosing | null>> => {
    return okEnvelope(await pendingClosingOf(db, sessionUserOf(request).id));
  });

  app.post('/api/users/self/closing', { preHandler: auth.requireUser }, async (request, reply): Promise<ApiEnvelope<AccountClosing | null>> => {
    const asked = parseRequest('body', accountClosingRequestSchema, request.body);
    const session = sessionUserOf(request);
    const { id } = session;
    const outcome = await requestAccountClosing(
      db,
      { passwordAttempts, twoFactorAttempts },
      links,
      { session, graceMs: accountClosing.graceMs },
      asked,
      accountClosing.clock(),
    );
    if (!outcome.ok) {
      const { status, message } = REFUSALS[outcome.reason];
      if (status === 429)
        reply.header('Retry-After', String((outcome.reason === 'too-many-codes' ? twoFactorAttempts : passwordAttempts).retryAfterSeconds(id)));
      reply.code(status);
      return errorEnvelope(status, message);
    }
    return okEnvelope(outcome.closing);
  });

  app.delete('/api/users/self/closing', { preHandler: auth.requireUser }, async (request, reply): Promise<ApiEnvelope<{ cancelled: true } | null>> => {
    if (await cancelAccountClosing(db, links, sessionUserOf(request).id, accountClosing.clock())) return okEnvelope({ cancelled: true as const });
    reply.code(404);
    return errorEnvelope(404, ACCOUNT_CLOSING_REFUSALS.nothingPending);
  });

  app.get('/api/admin/account-closings', { preHandler: auth.requireAdmin }, async (): Promise<ApiEnvelope<PendingAccountClosings>> => {
    return okEnvelope(await pendingClosings(db));
  });
};

import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AccountClosing, AccountClosingRequest } from '@marketplace/contracts/wire';
import { type MailLinkOrigin, tellAccount } from '../account-events/tell-account.js';
import type { FailedAttempts } from '../auth/failed-attempts.js';
import type { SessionUser } from '../auth/authenticate.js';
import { isFreshlyAuthenticated } from '../auth/fresh-authentication.js';
import type { Database } from '../db/database.js';
import { accountClosings } from '../db/schema.js';
import { checkCurrentPassword } from '../passwords/user-password.js';
import { checkSecondFactor } from '../two-factor/two-factor-settings.js';

/** The budgets a request spends: the same ones as every other step that asks for the password or a code. */
export interface ClosingGuesses {
  passwordAttempts: FailedAttempts;
  twoFactorAttempts: FailedAttempts;
}

export type ClosingRequestOutcome =
  | { ok: true; closing: AccountClosing }
  | { ok: false; reason: 'reauthentication-required' | 'wrong-password' | 'too-many-passwords' | 'wrong-code' | 'too-many-codes' | 'already-pending' };

function closingOfRow(row: { requestedAt: Date; closesAt: Date }): AccountClosing {
  return { requestedAt: row.requestedAt.toISOString(), closesAt: row.closesAt.toISOString() };
}

/** The person's pending closing, or null (none asked, cancelled, or already carried out). */
export async function pendingClosingOf(db: Database, userId: string): Promise<AccountClosing | null> {
  const [row] = await db
    .select({ requestedAt: accountClosings.requestedAt, closesAt: accountClosings.closesAt })
    .from(accountClosings)
    .where(and(eq(accountClosings.userId, userId), isNull(accountClosings.closedAt)));
  return row ? closingOfRow(row) : null;
}

/**
 * Asks to close the account after the grace period: the current password (on the user's wrong-password
 * budget) and, while 2FA is on, a code (on the wrong-code budget), as every step a stolen session must not
 * take alone. An account without a password (Google or Apple only) proves itself instead by this very
 * session's re-authentication with its provider within the last few minutes (`isFreshlyAuthenticated`); an
 * account with a password always needs the password, however recently its session proved itself otherwise.
 * A closing already pending is refused, not moved: a second request must not push the date
 * back (or forward) behind the person's back. The account's address is told at once (a security notice),
 * with the date, in the same transaction as the request.
 */
export async function requestAccountClosing(
  db: Database,
  guesses: ClosingGuesses,
  links: MailLinkOrigin,
  { session, graceMs }: { session: SessionUser; graceMs: number },
  { currentPassword, code }: AccountClosingRequest,
  now: Date,
): Promise<ClosingRequestOutcome> {
  const userId = session.id;
  if (await pendingClosingOf(db, userId)) return { ok: false, reason: 'already-pending' };
  // A missing password is a wrong one for an account that has one (and spends a guess like any other).
  const password = await checkCurrentPassword(db, guesses.passwordAttempts, userId, currentPassword ?? '');
  if (password === 'locked') return { ok: false, reason: 'too-many-passwords' };
  if (password === 'wrong-password') return { ok: false, reason: password };
  if (password === 'no-password' && !(await isFreshlyAuthenticated(db, session))) return { ok: false, reason: 'reauthentication-required' };
  const secondFactor = await checkSecondFactor(db, guesses.twoFactorAttempts, userId, code);
  if (secondFactor === 'locked') return { ok: false, reason: 'too-many-codes' };
  if (secondFactor === 'wrong-code') return { ok: false, reason: 'wrong-code' };

  const closesAt = new Date(now.getTime() + graceMs);
  return db.transaction(async (tx): Promise<ClosingRequestOutcome> => {
    // Two requests at once: the primary key lets one in; the other is told a closing is pending.
    const [row] = await tx
      .insert(accountClosings)
      .values({ userId, requestedAt: now, closesAt })
      .onConflictDoNothing({ target: accountClosings.userId })
      .returning({ requestedAt: accountClosings.requestedAt, closesAt: accountClosings.closesAt });
    if (!row) return { ok: false, reason: 'already-pending' };
    await tellAccount(tx, links, userId, 'account-closing-scheduled', { at: closesAt.toISOString() });
    return { ok: true, closing: closingOfRow(row) };
  });
}

/**
 * "Keep my account": a signed-in person cancels their pending closing, and the address is told (a security
 * notice: a cancellation the person did not make means someone else holds a session). No password is asked:
 * keeping an account loses nothing, and the grace period exists so that whoever can sign in can stop it.
 * False when nothing was pending, or its grace period is over (the closing is then carried out, not undone).
 */
export async function cancelAccountClosing(db: Database, links: MailLinkOrigin, userId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .delete(accountClosings)
      .where(and(eq(accountClosings.userId, userId), isNull(accountClosings.closedAt), gt(accountClosings.closesAt, now)))
      .returning({ userId: accountClosings.userId });
    if (cancelled.length === 0) return false;
    await tellAccount(tx, links, userId, 'account-closing-cancelled', { at: now.toISOString() });
    return true;
  });
}

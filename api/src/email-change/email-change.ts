import { and, eq, ne, sql } from 'drizzle-orm';
import type { EmailChangeRequest, Locale } from '@marketplace/contracts/wire';
import type { FailedAttempts } from '../auth/failed-attempts.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { removeOtherDevices } from '../devices/devices.js';
import { issueEmailKey, pendingEmailChangeKey, redeemEmailChangeKey, withdrawEmailKeys } from '../email-keys/email-keys.js';
import { checkCurrentPassword } from '../passwords/user-password.js';
import { checkSecondFactor } from '../two-factor/two-factor-settings.js';
import { mailEmailChangedNotice, mailEmailChangeLink } from './email-change-mails.js';

/** The budgets the request spends: the same ones as every other step that asks for the password or a code. */
export interface EmailChangeGuesses {
  passwordAttempts: FailedAttempts;
  twoFactorAttempts: FailedAttempts;
}

/** Who asks: the account, the session (kept signed in when the change is made) and where the shell lives. */
export interface EmailChangeRequester {
  userId: string;
  deviceId: string;
  shellOrigin: string;
}

export type EmailChangeRequestOutcome =
  | { ok: true; sentTo: string; expiresAt: Date }
  | { ok: false; reason: 'no-password' | 'wrong-password' | 'too-many-passwords' | 'wrong-code' | 'too-many-codes' | 'same-address' };

/** Whether an account other than `userId` has the address (addresses are stored lower-cased, as sign-up writes them). */
async function isTakenByAnother(db: Database, email: string, userId: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), ne(users.id, userId)))
    .limit(1);
  return other !== undefined;
}

/**
 * Asks to move the account to `newEmail`: the current password (on the user's wrong-password budget) and,
 * while 2FA is on, a code (on the wrong-code budget), then a single-use link to the NEW address. Nothing
 * changes until that link is followed, so a typo or someone else's address changes nothing.
 *
 * An address another account has gets no link and the same answer as a free one, so the form cannot be
 * used to learn who is registered. A new request replaces an earlier one still pending.
 */
export async function requestEmailChange(
  db: Database,
  guesses: EmailChangeGuesses,
  { userId, deviceId, shellOrigin }: EmailChangeRequester,
  { newEmail, currentPassword, code }: Pick<EmailChangeRequest, 'currentPassword' | 'code'> & { newEmail: string },
  now = new Date(),
): Promise<EmailChangeRequestOutcome> {
  const password = await checkCurrentPassword(db, guesses.passwordAttempts, userId, currentPassword);
  if (password === 'locked') return { ok: false, reason: 'too-many-passwords' };
  if (password !== 'valid') return { ok: false, reason: password };
  const secondFactor = await checkSecondFactor(db, guesses.twoFactorAttempts, userId, code);
  if (secondFactor === 'locked') return { ok: false, reason: 'too-many-codes' };
  if (secondFactor === 'wrong-code') return { ok: false, reason: 'wrong-code' };

  const [user] = await db.select({ email: users.email, locale: users.preferredLocale }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`User ${userId} is missing`);
  if (user.email.toLowerCase() === newEmail) return { ok: false, reason: 'same-address' };

  return db.transaction(async (tx) => {
    await withdrawEmailKeys(tx, userId, 'CONFIRM_EMAIL_CHANGE');
    // A taken address gets its key too, never mailed (nobody can follow it), so the pending change the
    // account page shows after a reload is the same as for a free address and tells nothing either.
    const { key, expiresAt } = await issueEmailKey(tx, userId, 'CONFIRM_EMAIL_CHANGE', now, { newEmail, requestedByDeviceId: deviceId });
    if (!(await isTakenByAnother(tx, newEmail, userId))) await mailEmailChangeLink(tx, { userId, locale: user.locale as Locale, shellOrigin, newEmail, key });
    return { ok: true, sentTo: newEmail, expiresAt };
  });
}

/** The change of address the account asked for and has not confirmed yet: where its link went and until when it works. */
export async function pendingEmailChange(db: Database, userId: string, now = new Date()): Promise<{ sentTo: string; expiresAt: Date } | null> {
  const pending = await pendingEmailChangeKey(db, userId, now);
  return pending && { sentTo: pending.newEmail, expiresAt: pending.expiresAt };
}

/** Drops the pending change: its link stops working, and the address stays as it is. */
export async function cancelEmailChange(db: Database, userId: string): Promise<void> {
  await withdrawEmailKeys(db, userId, 'CONFIRM_EMAIL_CHANGE');
}

export type EmailChangeConfirmation = { ok: true; email: string } | { ok: false; reason: 'key-not-found' | 'address-taken' };

/**
 * Follows the link of the new mailbox: in one transaction the key is spent, the account takes the address
 * (verified: its mailbox just proved it), every session but the one that asked is signed out (as after a
 * password change: whoever changed it may not be the only one holding a session), links mailed to the old
 * address to verify it stop working, and the old address is told (a security notice, never suppressed).
 * An address another account took meanwhile refuses the change.
 */
export async function confirmEmailChange(db: Database, key: string, shellOrigin: string, now = new Date()): Promise<EmailChangeConfirmation> {
  try {
    return await db.transaction(async (tx): Promise<EmailChangeConfirmation> => {
      const change = await redeemEmailChangeKey(tx, key, now);
      if (!change) return { ok: false, reason: 'key-not-found' };
      const { userId, newEmail, requestedByDeviceId } = change;
      if (await isTakenByAnother(tx, newEmail, userId)) return { ok: false, reason: 'address-taken' };
      const [user] = await tx.select({ email: users.email, locale: users.preferredLocale }).from(users).where(eq(users.id, userId));
      if (!user) return { ok: false, reason: 'key-not-found' };

      await tx.update(users).set({ email: newEmail, emailVerified: true }).where(eq(users.id, userId));
      await withdrawEmailKeys(tx, userId, 'VERIFY_EMAIL');
      await removeOtherDevices(tx, userId, requestedByDeviceId);
      await mailEmailChangedNotice(tx, { userId, locale: user.locale as Locale, shellOrigin, oldEmail: user.email, newEmail, at: now });
      return { ok: true, email: newEmail };
    });
  } catch (error) {
    // Another account took the address between the check and the update: nothing was changed.
    if (isUniqueViolation(error)) return { ok: false, reason: 'address-taken' };
    throw error;
  }
}

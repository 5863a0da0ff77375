import { eq } from 'drizzle-orm';
import { brokenPasswordRule, type PasswordChange, type PasswordRule } from '@marketplace/contracts/wire';
import { type MailLinkOrigin, tellAccount } from '../account-events/tell-account.js';
import type { FailedAttempts } from '../auth/failed-attempts.js';
import { hashPassword, verifyPassword } from '../auth/password-hash.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';

/**
 * Five wrong passwords in 15 minutes, then a pause: enough for typos, too few to guess. Every route that asks
 * for the current password (change it, prove it, change the e-mail address) guesses at the same secret, so
 * they share one count per user (`AppContext.passwordAttempts`).
 */
export const PASSWORD_ATTEMPTS = { name: 'current-password', maxFailures: 5, windowMs: 15 * 60_000 };
export const TOO_MANY_WRONG_PASSWORDS = 'Too many wrong passwords, try again later';

async function passwordRowOf(db: Database, userId: string) {
  const [user] = await db.select({ email: users.email, hash: users.passwordHash, salt: users.passwordSalt }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`User ${userId} is missing`);
  return user;
}

/** Whether `password` is the user's; false for an account without a password (Google or Apple only). */
export async function isPasswordOf(db: Database, userId: string, password: string): Promise<boolean> {
  const { hash, salt } = await passwordRowOf(db, userId);
  return verifyPassword(password, hash && salt ? { hash, salt } : null);
}

export type CurrentPasswordCheck = 'valid' | 'wrong-password' | 'no-password' | 'locked';

/**
 * The current password of a sensitive step, on the user's wrong-password budget (`PASSWORD_ATTEMPTS`):
 * once spent, even the right password is refused until the oldest failure ages out. An account without a
 * password (Google or Apple only) has nothing to check, which spends nothing.
 */
export async function checkCurrentPassword(db: Database, attempts: FailedAttempts, userId: string, password: string): Promise<CurrentPasswordCheck> {
  const guess = await attempts.begin(userId);
  if (!guess) return 'locked';
  const { hash, salt } = await passwordRowOf(db, userId);
  if (!hash || !salt) {
    await guess.withdrawn();
    return 'no-password';
  }
  if (!(await verifyPassword(password, { hash, salt }))) return 'wrong-password';
  await guess.succeeded();
  return 'valid';
}

export type PasswordChangeOutcome =
  | { ok: true }
  | { ok: false; reason: 'no-password' }
  | { ok: false; reason: 'wrong-password' }
  | { ok: false; reason: 'broken-rule'; rule: PasswordRule };

/**
 * Replaces the password after checking the current one. An account that signs in only with Google or
 * Apple has no password to change: giving it one from a session alone would let whoever holds the
 * session sign in with a password of their choosing, so that is refused (the person signs up with a
 * password through the identity provider instead). The account's address is told at once (a security
 * notice): a change the person did not make is their cue to act.
 */
export async function changePassword(
  db: Database,
  links: MailLinkOrigin,
  userId: string,
  { currentPassword, newPassword }: PasswordChange,
  now = new Date(),
): Promise<PasswordChangeOutcome> {
  const user = await passwordRowOf(db, userId);
  if (!user.hash || !user.salt) return { ok: false, reason: 'no-password' };
  if (!(await verifyPassword(currentPassword, { hash: user.hash, salt: user.salt }))) return { ok: false, reason: 'wrong-password' };
  const rule = brokenPasswordRule(newPassword, { email: user.email, currentPassword });
  if (rule) return { ok: false, reason: 'broken-rule', rule };
  const { hash, salt } = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: hash, passwordSalt: salt }).where(eq(users.id, userId));
    await tellAccount(tx, links, userId, 'password-changed', { at: now.toISOString() });
  });
  return { ok: true };
}

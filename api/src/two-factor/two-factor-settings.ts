import { eq } from 'drizzle-orm';
import type { TwoFactorEnrolmentPayload, TwoFactorUpdate } from '@marketplace/contracts/wire';
import { tellAccount } from '../account-events/tell-account.js';
import type { FailedAttempts } from '../auth/failed-attempts.js';
import type { Database } from '../db/database.js';
import { twoFactorSecrets, users } from '../db/schema.js';
import { newTotpSecret, totpUri, verifyTotp } from './totp.js';

/**
 * A million codes, three valid at a time: five wrong ones in 15 minutes is all a guesser gets. One
 * budget per user, shared by every action that takes a code, so switching actions buys no more tries.
 */
export const TWO_FACTOR_ATTEMPTS = { name: 'two-factor-code', maxFailures: 5, windowMs: 15 * 60_000 };
export const TOO_MANY_WRONG_CODES = 'Too many wrong codes, try again later';

export type CodeCheck = 'valid' | 'wrong-code' | 'locked';

/**
 * Whether `code` is a current code of `secret`, spending the user's wrong-code budget: once spent,
 * even the right code is refused until the oldest failure ages out. No code at all is not valid but
 * spends nothing, as it is no guess.
 */
async function checkCode(attempts: FailedAttempts, userId: string, secret: string | null, code: string | undefined): Promise<CodeCheck> {
  const guess = await attempts.begin(userId);
  if (!guess) return 'locked';
  if (code === undefined) {
    await guess.withdrawn();
    return 'wrong-code';
  }
  if (secret && (await verifyTotp(secret, code))) {
    await guess.succeeded();
    return 'valid';
  }
  return 'wrong-code';
}

export type EnrolmentOutcome = { ok: true; enrolment: TwoFactorEnrolmentPayload } | { ok: false; reason: 'already-on' };

/**
 * Starts (or restarts) an enrolment: a new pending secret that takes effect only once a code of it
 * is shown. Refused while 2FA is on, so a stolen session cannot swap the person's authenticator.
 */
export async function startEnrolment(db: Database, userId: string): Promise<EnrolmentOutcome> {
  const [user] = await db.select({ email: users.email, twoFactorAuth: users.twoFactorAuth }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`User ${userId} is missing`);
  if (user.twoFactorAuth) return { ok: false, reason: 'already-on' };
  const secret = newTotpSecret();
  await db
    .insert(twoFactorSecrets)
    .values({ userId, pendingSecret: secret })
    .onConflictDoUpdate({ target: twoFactorSecrets.userId, set: { pendingSecret: secret, updatedAt: new Date() } });
  return { ok: true, enrolment: { secret, otpauthUri: totpUri(secret, user.email) } };
}

export type TwoFactorChangeOutcome =
  | { ok: true; twoFactorAuth: boolean }
  | { ok: false; reason: 'already-on' | 'already-off' | 'no-enrolment' | Exclude<CodeCheck, 'valid'> };

/**
 * Turns 2FA on with a code of the pending secret (which becomes the active one), or off with a code
 * of the active secret (which is then forgotten). Either way the account's address is told (a
 * security notice), with the change: 2FA switched off by someone else is the one to know about.
 */
export async function changeTwoFactor(
  db: Database,
  { twoFactorAttempts: attempts, shellOrigin }: { twoFactorAttempts: FailedAttempts; shellOrigin: string },
  userId: string,
  { twoFactorAuth, code }: TwoFactorUpdate,
  now = new Date(),
): Promise<TwoFactorChangeOutcome> {
  // A locked-out user is told so whatever they ask, not only when their code would be checked.
  if (await attempts.isBlocked(userId)) return { ok: false, reason: 'locked' };
  const [row] = await db
    .select({ on: users.twoFactorAuth, secret: twoFactorSecrets.secret, pendingSecret: twoFactorSecrets.pendingSecret })
    .from(users)
    .leftJoin(twoFactorSecrets, eq(twoFactorSecrets.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`User ${userId} is missing`);

  if (twoFactorAuth) {
    if (row.on) return { ok: false, reason: 'already-on' };
    if (!row.pendingSecret) return { ok: false, reason: 'no-enrolment' };
    const checked = await checkCode(attempts, userId, row.pendingSecret, code);
    if (checked !== 'valid') return { ok: false, reason: checked };
    const secret = row.pendingSecret;
    await db.transaction(async (tx) => {
      await tx.update(twoFactorSecrets).set({ secret, pendingSecret: null, updatedAt: now }).where(eq(twoFactorSecrets.userId, userId));
      await tx.update(users).set({ twoFactorAuth: true }).where(eq(users.id, userId));
      await tellAccount(tx, { shellOrigin }, userId, 'two-factor-enabled', { at: now.toISOString() });
    });
    return { ok: true, twoFactorAuth: true };
  }

  if (!row.on || !row.secret) return { ok: false, reason: 'already-off' };
  const checked = await checkCode(attempts, userId, row.secret, code);
  if (checked !== 'valid') return { ok: false, reason: checked };
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
    await tx.update(users).set({ twoFactorAuth: false }).where(eq(users.id, userId));
    await tellAccount(tx, { shellOrigin }, userId, 'two-factor-disabled', { at: now.toISOString() });
  });
  return { ok: true, twoFactorAuth: false };
}

export type SecondFactorCheck = 'off' | CodeCheck;

/**
 * The second factor of an action that asks for one only while 2FA is on (signing a purchase): 'off'
 * needs no code, otherwise the code is checked against the active secret (a `pendingSecret` does not
 * count) on the user's wrong-code budget. 2FA on without a stored secret accepts no code.
 */
export async function checkSecondFactor(db: Database, attempts: FailedAttempts, userId: string, code: string | undefined): Promise<SecondFactorCheck> {
  const [row] = await db
    .select({ on: users.twoFactorAuth, secret: twoFactorSecrets.secret })
    .from(users)
    .leftJoin(twoFactorSecrets, eq(twoFactorSecrets.userId, users.id))
    .where(eq(users.id, userId));
  if (!row?.on) return 'off';
  return checkCode(attempts, userId, row.secret, code);
}

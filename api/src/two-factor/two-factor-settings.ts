import { eq } from 'drizzle-orm';
import type { TwoFactorEnrolmentPayload, TwoFactorUpdate } from '@marketplace/contracts/src/api/schemas/two-factor-schemas';
import type { Database } from '../db/database.js';
import { twoFactorSecrets, users } from '../db/schema.js';
import { newTotpSecret, totpUri, verifyTotp } from './totp.js';

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
  | { ok: false; reason: 'already-on' | 'already-off' | 'no-enrolment' | 'wrong-code' };

/**
 * Turns 2FA on with a code of the pending secret (which becomes the active one), or off with a code
 * of the active secret (which is then forgotten).
 */
export async function changeTwoFactor(db: Database, userId: string, { twoFactorAuth, code }: TwoFactorUpdate): Promise<TwoFactorChangeOutcome> {
  const [row] = await db
    .select({ on: users.twoFactorAuth, secret: twoFactorSecrets.secret, pendingSecret: twoFactorSecrets.pendingSecret })
    .from(users)
    .leftJoin(twoFactorSecrets, eq(twoFactorSecrets.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`User ${userId} is missing`);

  if (twoFactorAuth) {
    if (row.on) return { ok: false, reason: 'already-on' };
    if (!row.pendingSecret) return { ok: false, reason: 'no-enrolment' };
    if (!(await verifyTotp(row.pendingSecret, code))) return { ok: false, reason: 'wrong-code' };
    const secret = row.pendingSecret;
    await db.transaction(async (tx) => {
      await tx.update(twoFactorSecrets).set({ secret, pendingSecret: null, updatedAt: new Date() }).where(eq(twoFactorSecrets.userId, userId));
      await tx.update(users).set({ twoFactorAuth: true }).where(eq(users.id, userId));
    });
    return { ok: true, twoFactorAuth: true };
  }

  if (!row.on || !row.secret) return { ok: false, reason: 'already-off' };
  if (!(await verifyTotp(row.secret, code))) return { ok: false, reason: 'wrong-code' };
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
    await tx.update(users).set({ twoFactorAuth: false }).where(eq(users.id, userId));
  });
  return { ok: true, twoFactorAuth: false };
}

/** The active TOTP secret of a user with 2FA on, null when 2FA is off: what a second-factor check verifies against. */
export async function activeTwoFactorSecret(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ on: users.twoFactorAuth, secret: twoFactorSecrets.secret })
    .from(users)
    .leftJoin(twoFactorSecrets, eq(twoFactorSecrets.userId, users.id))
    .where(eq(users.id, userId));
  return row?.on && row.secret ? row.secret : null;
}

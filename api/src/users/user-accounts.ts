import { and, eq, or } from 'drizzle-orm';
import type { Locale, SignInMethod } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { hashPassword, verifyPassword } from '../auth/password-hash.js';
import { notify } from '../notifications/notify.js';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export type SignInOutcome = { ok: true; userId: string } | { ok: false; reason: 'wrong-credentials' | 'password-account' };

/** A referral names the referring user by username or id; anything else is ignored. */
async function referrerIdOf(db: Database, referral: string | undefined): Promise<string | null> {
  if (!referral) return null;
  const byName = eq(users.username, referral.toLowerCase());
  const [referrer] = await db
    .select({ id: users.id })
    .from(users)
    .where(isUuid(referral) ? or(eq(users.id, referral), byName) : byName);
  return referrer?.id ?? null;
}

/**
 * What a sign-up did: an account made (or one still awaiting its confirmation, given the new password)
 * that the mailed link will open, or an address that has an account already. The caller answers all
 * three the same way, so the form does not tell who is registered.
 */
export type SignUpOutcome = { kind: 'awaiting-confirmation'; userId: string } | { kind: 'taken'; userId: string };

/**
 * What a sign-up knows of the person beyond their address: who referred them, and the language of the
 * page they signed up from, which becomes the account's (its mails, notifications and later sign-ins).
 */
export interface NewAccountDetails {
  referral?: string;
  preferredLocale: Locale;
}

export async function signUpWithPassword(
  db: Database,
  { email, password, referral, preferredLocale }: { email: string; password: string } & NewAccountDetails,
): Promise<SignUpOutcome> {
  // Hashed whatever happens next, so a taken address answers as slowly as a new one.
  const { hash, salt } = await hashPassword(password);
  const referrerId = await referrerIdOf(db, referral);
  const [created] = await db
    .insert(users)
    .values({
      email,
      passwordHash: hash,
      passwordSalt: salt,
      referrerId,
      preferredLocale,
      identityProviders: { password: true, google: false, apple: false },
      awaitingSignUpConfirmation: true,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (created) {
    await notify(db, created.id, 'welcome');
    return { kind: 'awaiting-confirmation', userId: created.id };
  }
  // Never confirmed: whoever signs up now may be the address's owner; only the mailbox can finish it.
  const [pending] = await db
    .update(users)
    .set({ passwordHash: hash, passwordSalt: salt, preferredLocale })
    .where(and(eq(users.email, email), eq(users.awaitingSignUpConfirmation, true)))
    .returning({ id: users.id });
  if (pending) return { kind: 'awaiting-confirmation', userId: pending.id };
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!existing) throw new Error('An address neither new nor taken');
  return { kind: 'taken', userId: existing.id };
}

/** The mailed link was followed: the account is confirmed (and its address verified) and may sign in. */
export async function confirmSignUp(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ awaitingSignUpConfirmation: false, emailVerified: true }).where(eq(users.id, userId));
}

export async function signInWithPassword(db: Database, { email, password }: { email: string; password: string }): Promise<SignInOutcome> {
  const [user] = await db
    .select({ id: users.id, hash: users.passwordHash, salt: users.passwordSalt, awaiting: users.awaitingSignUpConfirmation })
    .from(users)
    .where(eq(users.email, email));
  const matches = await verifyPassword(password, user ? { hash: user.hash ?? undefined, salt: user.salt ?? undefined } : null);
  // An unconfirmed sign-up may be someone else's claim on the address: its password opens nothing yet.
  return user && matches && !user.awaiting ? { ok: true, userId: user.id } : { ok: false, reason: 'wrong-credentials' };
}

/**
 * The Google and Apple stand-ins vouch for the e-mail as the real providers would: the account with
 * that e-mail signs in (gaining the provider), or a new one is made.
 */
export async function signInWithProvider(
  db: Database,
  { email, provider, ...details }: { email: string; provider: Exclude<SignInMethod, 'password'> } & NewAccountDetails,
): Promise<SignInOutcome> {
  const [existing] = await db.select({ id: users.id, identityProviders: users.identityProviders }).from(users).where(eq(users.email, email));
  if (existing) {
    // Whoever types an e-mail into a stand-in must never reach an account its owner protects with a password.
    if (existing.identityProviders.password) return { ok: false, reason: 'password-account' };
    if (!existing.identityProviders[provider]) {
      await db
        .update(users)
        .set({ identityProviders: { ...existing.identityProviders, [provider]: true } })
        .where(eq(users.id, existing.id));
    }
    return { ok: true, userId: existing.id };
  }
  const referrerId = await referrerIdOf(db, details.referral);
  const [created] = await db
    .insert(users)
    .values({
      email,
      referrerId,
      preferredLocale: details.preferredLocale,
      identityProviders: { password: false, google: provider === 'google', apple: provider === 'apple' },
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  // Lost a race with a simultaneous first sign-in of the same e-mail: that account is the one.
  if (!created) return signInWithProvider(db, { email, provider, ...details });
  await notify(db, created.id, 'welcome');
  return { ok: true, userId: created.id };
}

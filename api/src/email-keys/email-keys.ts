import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { emailKeys, users } from '../db/schema.js';

export type EmailKeyPurpose = (typeof emailKeys.purpose.enumValues)[number];

/**
 * How long a key of each purpose works. A verification key works once; an unsubscribe key works
 * again and again until it expires, as one-click unsubscribe links in old mails are expected to.
 */
export const EMAIL_KEY_LIFETIMES_MS: Record<EmailKeyPurpose, number> = {
  VERIFY_EMAIL: 24 * 60 * 60_000,
  UNSUBSCRIBE_COMMUNICATIONS: 30 * 24 * 60 * 60_000,
  // As long as the sign-in request it completes stays valid.
  CONFIRM_SIGN_UP: 30 * 60_000,
  // Long enough to reach the new inbox on another device, short enough that a forgotten request does not linger.
  CONFIRM_EMAIL_CHANGE: 24 * 60 * 60_000,
};

const SINGLE_USE: Record<EmailKeyPurpose, boolean> = {
  VERIFY_EMAIL: true,
  UNSUBSCRIBE_COMMUNICATIONS: false,
  CONFIRM_SIGN_UP: true,
  CONFIRM_EMAIL_CHANGE: true,
};

// Only the hash is stored, so a leaked table holds no working link.
function hashOf(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export interface IssuedEmailKey {
  key: string;
  expiresAt: Date;
}

/** What a CONFIRM_EMAIL_CHANGE key carries besides its user: the address it confirms and the session that asked. */
export interface PendingEmailChange {
  newEmail: string;
  requestedByDeviceId: string;
}

/** A new key (32 random bytes, base64url) of the user for one purpose; a CONFIRM_EMAIL_CHANGE key holds its pending change. */
export async function issueEmailKey(
  db: Database,
  userId: string,
  purpose: EmailKeyPurpose,
  now = new Date(),
  change: PendingEmailChange | null = null,
  /** UNSUBSCRIBE_COMMUNICATIONS only: the category of the mail the key rides in; null: every communication. */
  category: string | null = null,
): Promise<IssuedEmailKey> {
  const key = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + EMAIL_KEY_LIFETIMES_MS[purpose]);
  await db.delete(emailKeys).where(lt(emailKeys.expiresAt, now));
  await db.insert(emailKeys).values({ keyHash: hashOf(key), userId, purpose, expiresAt, category, ...change });
  return { key, expiresAt };
}

/** The user's change of address still waiting for its link (the latest working CONFIRM_EMAIL_CHANGE key), or null. */
export async function pendingEmailChangeKey(db: Database, userId: string, now = new Date()): Promise<{ newEmail: string; expiresAt: Date } | null> {
  const [pending] = await db
    .select({ newEmail: emailKeys.newEmail, expiresAt: emailKeys.expiresAt })
    .from(emailKeys)
    .where(and(eq(emailKeys.userId, userId), eq(emailKeys.purpose, 'CONFIRM_EMAIL_CHANGE'), isNull(emailKeys.usedAt), gt(emailKeys.expiresAt, now)))
    .orderBy(desc(emailKeys.expiresAt))
    .limit(1);
  return pending?.newEmail ? { newEmail: pending.newEmail, expiresAt: pending.expiresAt } : null;
}

/** Ends every key of the user for one purpose that has not been used: only the latest request counts. */
export async function withdrawEmailKeys(db: Database, userId: string, purpose: EmailKeyPurpose): Promise<void> {
  await db.delete(emailKeys).where(and(eq(emailKeys.userId, userId), eq(emailKeys.purpose, purpose), isNull(emailKeys.usedAt)));
}

/** Marks a working key used and answers its row; the conditional update lets only one of two simultaneous redemptions win. */
async function redeemKeyRow(db: Database, key: string, purpose: EmailKeyPurpose, now: Date) {
  const working = and(eq(emailKeys.keyHash, hashOf(key)), eq(emailKeys.purpose, purpose), gt(emailKeys.expiresAt, now));
  const [redeemed] = await db
    .update(emailKeys)
    .set({ usedAt: now })
    .where(SINGLE_USE[purpose] ? and(working, isNull(emailKeys.usedAt)) : working)
    .returning({ userId: emailKeys.userId, newEmail: emailKeys.newEmail, requestedByDeviceId: emailKeys.requestedByDeviceId, category: emailKeys.category });
  return redeemed ?? null;
}

/**
 * The user a working key of that purpose belongs to, marking it used; null for an unknown, expired or
 * (single-use) used key.
 */
export async function redeemEmailKey(db: Database, key: string, purpose: EmailKeyPurpose, now = new Date()): Promise<string | null> {
  return (await redeemKeyRow(db, key, purpose, now))?.userId ?? null;
}

/** The user of a working UNSUBSCRIBE_COMMUNICATIONS key and the category it is about (null: all), marking it used; null as `redeemEmailKey`. */
export async function redeemUnsubscribeKey(db: Database, key: string, now = new Date()): Promise<{ userId: string; category: string | null } | null> {
  const row = await redeemKeyRow(db, key, 'UNSUBSCRIBE_COMMUNICATIONS', now);
  return row ? { userId: row.userId, category: row.category } : null;
}

/** The user and pending change of a working CONFIRM_EMAIL_CHANGE key, marking it used; null as `redeemEmailKey`. */
export async function redeemEmailChangeKey(
  db: Database,
  key: string,
  now = new Date(),
): Promise<{ userId: string; newEmail: string; requestedByDeviceId: string | null } | null> {
  const row = await redeemKeyRow(db, key, 'CONFIRM_EMAIL_CHANGE', now);
  // Every key of that purpose is issued with its address; one without is no change to make.
  if (!row?.newEmail) return null;
  return { userId: row.userId, newEmail: row.newEmail, requestedByDeviceId: row.requestedByDeviceId };
}

/**
 * The user of a working key of that purpose that was redeemed less than `withinMs` ago; null otherwise.
 * Marks nothing: it only proves the holder followed the link just now (the unsubscribe's undo).
 */
export async function recentlyRedeemedKey(
  db: Database,
  key: string,
  purpose: EmailKeyPurpose,
  withinMs: number,
  now = new Date(),
): Promise<{ userId: string; category: string | null } | null> {
  const [redeemed] = await db
    .select({ userId: emailKeys.userId, category: emailKeys.category })
    .from(emailKeys)
    .where(
      and(
        eq(emailKeys.keyHash, hashOf(key)),
        eq(emailKeys.purpose, purpose),
        gt(emailKeys.expiresAt, now),
        gt(emailKeys.usedAt, new Date(now.getTime() - withinMs)),
      ),
    );
  return redeemed ?? null;
}

/** Follows a verification link: the key's user has a verified address. */
export async function verifyEmailWithKey(db: Database, key: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const userId = await redeemEmailKey(tx, key, 'VERIFY_EMAIL');
    if (!userId) return false;
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    return true;
  });
}

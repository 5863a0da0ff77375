import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
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
};

const SINGLE_USE: Record<EmailKeyPurpose, boolean> = { VERIFY_EMAIL: true, UNSUBSCRIBE_COMMUNICATIONS: false, CONFIRM_SIGN_UP: true };

// Only the hash is stored, so a leaked table holds no working link.
function hashOf(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export interface IssuedEmailKey {
  key: string;
  expiresAt: Date;
}

/** A new key (32 random bytes, base64url) of the user for one purpose. */
export async function issueEmailKey(db: Database, userId: string, purpose: EmailKeyPurpose, now = new Date()): Promise<IssuedEmailKey> {
  const key = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + EMAIL_KEY_LIFETIMES_MS[purpose]);
  await db.delete(emailKeys).where(lt(emailKeys.expiresAt, now));
  await db.insert(emailKeys).values({ keyHash: hashOf(key), userId, purpose, expiresAt });
  return { key, expiresAt };
}

/**
 * The user a working key of that purpose belongs to, marking it used; null for an unknown, expired or
 * (single-use) used key. The conditional update lets only one of two simultaneous redemptions win.
 */
export async function redeemEmailKey(db: Database, key: string, purpose: EmailKeyPurpose, now = new Date()): Promise<string | null> {
  const working = and(eq(emailKeys.keyHash, hashOf(key)), eq(emailKeys.purpose, purpose), gt(emailKeys.expiresAt, now));
  const [redeemed] = await db
    .update(emailKeys)
    .set({ usedAt: now })
    .where(SINGLE_USE[purpose] ? and(working, isNull(emailKeys.usedAt)) : working)
    .returning({ userId: emailKeys.userId });
  return redeemed?.userId ?? null;
}

/**
 * The user of a working key of that purpose that was redeemed less than `withinMs` ago; null otherwise.
 * Marks nothing: it only proves the holder followed the link just now (the unsubscribe's undo).
 */
export async function recentlyRedeemedKeyUser(db: Database, key: string, purpose: EmailKeyPurpose, withinMs: number, now = new Date()): Promise<string | null> {
  const [redeemed] = await db
    .select({ userId: emailKeys.userId })
    .from(emailKeys)
    .where(
      and(
        eq(emailKeys.keyHash, hashOf(key)),
        eq(emailKeys.purpose, purpose),
        gt(emailKeys.expiresAt, now),
        gt(emailKeys.usedAt, new Date(now.getTime() - withinMs)),
      ),
    );
  return redeemed?.userId ?? null;
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

/** Follows an unsubscribe link: the key's user gets no more communications. */
export async function unsubscribeWithKey(db: Database, key: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const userId = await redeemEmailKey(tx, key, 'UNSUBSCRIBE_COMMUNICATIONS');
    if (!userId) return false;
    await tx.update(users).set({ communications: false }).where(eq(users.id, userId));
    return true;
  });
}

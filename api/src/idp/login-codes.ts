import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { SignInMethod } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { loginCodes } from '../db/schema.js';

const CODE_LIFETIME_MS = 2 * 60_000;

function hashOf(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export interface LoginGrant {
  userId: string;
  method: SignInMethod;
  rescue: boolean;
}

/** A one-time code for `/loading?code=`; the browser carries it, so it lives two minutes. */
export async function issueLoginCode(db: Database, grant: LoginGrant, now = new Date()): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, now));
  await db.insert(loginCodes).values({
    codeHash: hashOf(code),
    userId: grant.userId,
    method: grant.method,
    rescue: grant.rescue,
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
  });
  return code;
}

/** Redeems a code once: the conditional update lets only one of two simultaneous redemptions win. */
export async function redeemLoginCode(db: Database, code: string, now = new Date()): Promise<LoginGrant | null> {
  const [grant] = await db
    .update(loginCodes)
    .set({ usedAt: now })
    .where(and(eq(loginCodes.codeHash, hashOf(code)), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, now)))
    .returning({ userId: loginCodes.userId, method: loginCodes.method, rescue: loginCodes.rescue });
  if (!grant) return null;
  return { userId: grant.userId, method: grant.method as SignInMethod, rescue: grant.rescue };
}

import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { twoFactorSecrets } from '../db/schema.js';
import { verifyTotp } from '../two-factor/totp.js';

/**
 * Whether `code` is a current code of the user's confirmed authenticator secret. No code, no
 * confirmed secret (a `pendingSecret` does not count) or a malformed code is simply not valid.
 */
export async function verifySecondFactor(db: Database, userId: string, code: string | undefined): Promise<boolean> {
  if (!code) return false;
  const [row] = await db.select({ secret: twoFactorSecrets.secret }).from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  return row?.secret ? verifyTotp(row.secret, code) : false;
}

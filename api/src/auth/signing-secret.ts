import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { JWT_SECRET_SETTING, settings } from '../db/schema.js';

/**
 * The HS256 secret: `JWT_SECRET` when set, otherwise one generated on first start and kept in the
 * database, so tokens stay valid across restarts and across servers sharing one database.
 */
export async function resolveSigningSecret(db: Database, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);

  // Two servers starting together may both generate one; the first insert wins and both read it.
  await db
    .insert(settings)
    .values({ key: JWT_SECRET_SETTING, enabled: true, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [stored] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, JWT_SECRET_SETTING));
  if (!stored?.value) throw new Error('The token-signing secret is missing from the settings');
  return new TextEncoder().encode(stored.value);
}

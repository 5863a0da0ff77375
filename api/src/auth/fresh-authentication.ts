import { and, eq, gte } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { devices } from '../db/schema.js';
import type { SessionUser } from './authenticate.js';

/**
 * How long a proof of identity (a right password to `POST /api/auth/verify/password`, the rescue sign-in
 * itself, or a Google / Apple re-authentication handed in by `POST /oauth/reauthentications/proof`) lets a
 * session replace or remove vault entries, or close a password-less account: long enough to finish the
 * step it was asked for, short enough that a token stolen later cannot use it.
 */
export const REAUTHENTICATION_WINDOW_MS = 5 * 60_000;

/** Records that this session (its device row, which logout and device removal delete) just proved who it is. */
export async function markReauthenticated(db: Database, session: SessionUser, now = new Date()): Promise<void> {
  await db
    .update(devices)
    .set({ reauthenticatedAt: now })
    .where(and(eq(devices.id, session.deviceId), eq(devices.userId, session.id)));
}

/** Whether this session proved who it is within the window; bound to the session, never to the user. */
export async function isFreshlyAuthenticated(db: Database, session: SessionUser, now = new Date()): Promise<boolean> {
  const [device] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(
      and(
        eq(devices.id, session.deviceId),
        eq(devices.userId, session.id),
        gte(devices.reauthenticatedAt, new Date(now.getTime() - REAUTHENTICATION_WINDOW_MS)),
      ),
    );
  return Boolean(device);
}

import { and, desc, eq, lt, ne } from 'drizzle-orm';
import type { Device, SignInMethod } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { devices } from '../db/schema.js';
import { deviceNameOf } from './device-name.js';

/** User-Agents can be long and are attacker-chosen; this much tells any real browser apart. */
export const USER_AGENT_MAX_LENGTH = 512;

/** lastSeenAt is a hint for the person, not an audit log: one write a minute per device is plenty. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface SignIn {
  userId: string;
  userAgent: string | undefined;
  signInMethod: SignInMethod;
  /** A rescue sign-in is itself a fresh authentication (it may replace vault entries at once). */
  reauthenticated?: boolean;
}

/** Records the device of a sign-in; its id goes into the session token as `sid`. */
export async function recordDevice(db: Database, { userId, userAgent = '', signInMethod, reauthenticated = false }: SignIn): Promise<string> {
  const [device] = await db
    .insert(devices)
    .values({
      userId,
      name: deviceNameOf(userAgent),
      userAgent: userAgent.slice(0, USER_AGENT_MAX_LENGTH),
      signInMethod,
      ...(reauthenticated ? { reauthenticatedAt: new Date() } : {}),
    })
    .returning({ id: devices.id });
  if (!device) throw new Error('Device insert returned nothing');
  return device.id;
}

/** The user's devices, most recently seen first; `currentId` is the asking session's. */
export async function devicesOf(db: Database, userId: string, currentId: string): Promise<Device[]> {
  const rows = await db.select().from(devices).where(eq(devices.userId, userId)).orderBy(desc(devices.lastSeenAt), desc(devices.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    signInMethod: row.signInMethod as SignInMethod,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentId,
  }));
}

/** Removes one of the user's own devices, which signs its session out; false when the user has no such device. */
export async function removeDevice(db: Database, userId: string, deviceId: string): Promise<boolean> {
  const removed = await db
    .delete(devices)
    .where(and(eq(devices.id, deviceId), eq(devices.userId, userId)))
    .returning({ id: devices.id });
  return removed.length > 0;
}

/** Signs out every other session of the user, as after a password change; every session when none is kept. */
export async function removeOtherDevices(db: Database, userId: string, keptDeviceId: string | null): Promise<void> {
  await db.delete(devices).where(and(eq(devices.userId, userId), keptDeviceId === null ? undefined : ne(devices.id, keptDeviceId)));
}

/** Notes that the device was seen, unless that was noted less than a minute ago. */
export async function touchDevice(db: Database, deviceId: string, lastSeenAt: Date, now = new Date()): Promise<void> {
  if (now.getTime() - lastSeenAt.getTime() < LAST_SEEN_RESOLUTION_MS) return;
  // The condition keeps simultaneous requests from writing the same minute twice.
  await db
    .update(devices)
    .set({ lastSeenAt: now })
    .where(and(eq(devices.id, deviceId), lt(devices.lastSeenAt, new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS))));
}

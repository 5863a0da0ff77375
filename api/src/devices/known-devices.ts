import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { knownDevices } from '../db/schema.js';

/** A browser's device key: 32 random bytes, base64url. Only its hash is stored, so the table alone recognises no browser. */
const DEVICE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newDeviceKey(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether a cookie's value is a device key this API could have issued (anything else is ignored, and a new key issued). */
export function isDeviceKey(value: unknown): value is string {
  return typeof value === 'string' && DEVICE_KEY_PATTERN.test(value);
}

function hashOf(deviceKey: string): string {
  return createHash('sha256').update(deviceKey).digest('hex');
}

/**
 * What a sign-in from a browser was to the account:
 * - `known`: the account signed in from this browser before;
 * - `new`: the account signed in before, but never from this browser (the one to tell the person about);
 * - `first`: the account's first recorded sign-in (the one that follows its sign-up), which is no news.
 */
export type DeviceRecognition = 'known' | 'new' | 'first';

export interface BrowserSignIn {
  userId: string;
  /** The browser's device key (its cookie's, or one just issued to it). */
  deviceKey: string;
  /** The session the sign-in opened (`devices.id`). */
  deviceId: string;
  now: Date;
}

/** Learns that the account signed in from the browser holding `deviceKey`, answering what that sign-in was. */
export async function recogniseDevice(db: Database, { userId, deviceKey, deviceId, now }: BrowserSignIn): Promise<DeviceRecognition> {
  const keyHash = hashOf(deviceKey);
  const [known] = await db
    .update(knownDevices)
    .set({ lastSeenAt: now, lastDeviceId: deviceId })
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.keyHash, keyHash)))
    .returning({ userId: knownDevices.userId });
  if (known) return 'known';
  const [another] = await db.select({ keyHash: knownDevices.keyHash }).from(knownDevices).where(eq(knownDevices.userId, userId)).limit(1);
  const [learnt] = await db
    .insert(knownDevices)
    .values({ userId, keyHash, lastDeviceId: deviceId, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoNothing()
    .returning({ userId: knownDevices.userId });
  // Nothing inserted: a simultaneous sign-in from the same browser learnt it first (and told, if it was news).
  if (!learnt) return 'known';
  return another ? 'new' : 'first';
}

/**
 * Forgets the browser whose latest session was `deviceId`: the person removed that device from their
 * devices page, so a later sign-in from it is news again. Signing out (which also ends the session) forgets nothing.
 */
export async function forgetDeviceOf(db: Database, userId: string, deviceId: string): Promise<void> {
  await db.delete(knownDevices).where(and(eq(knownDevices.userId, userId), eq(knownDevices.lastDeviceId, deviceId)));
}

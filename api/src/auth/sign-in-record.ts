import { type MailLinkOrigin, tellAccount } from '../account-events/tell-account.js';
import type { Database } from '../db/database.js';
import { deviceNameOf } from '../devices/device-name.js';
import { recordDevice, type SignIn } from '../devices/devices.js';
import { recogniseDevice } from '../devices/known-devices.js';

export interface BrowserSignInRecord extends SignIn {
  /** The browser's device key: its cookie's, or a new one the answer will set. */
  deviceKey: string;
  now?: Date;
}

/**
 * Records a sign-in, in one transaction: its session (device row), the browser learnt for the account,
 * and, when the account had signed in before but never from this browser, the security notice "a
 * sign-in from a new device" naming the device as the devices page does. Answers the session's device id.
 */
export async function recordSignIn(db: Database, links: MailLinkOrigin, { deviceKey, now = new Date(), ...signIn }: BrowserSignInRecord): Promise<string> {
  return db.transaction(async (tx) => {
    const deviceId = await recordDevice(tx, signIn);
    const recognition = await recogniseDevice(tx, { userId: signIn.userId, deviceKey, deviceId, now });
    if (recognition === 'new') {
      await tellAccount(tx, links, signIn.userId, 'new-device-sign-in', { device: deviceNameOf(signIn.userAgent), at: now.toISOString() });
    }
    return deviceId;
  });
}

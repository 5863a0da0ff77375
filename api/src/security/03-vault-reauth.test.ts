import { eq } from 'drizzle-orm';
import { devices, vaultKeys } from '../db/schema.js';
import { REAUTHENTICATION_WINDOW_MS } from '../auth/fresh-authentication.js';
import { hashPassword } from '../auth/password-hash.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

const PASSWORD = 'Account-password-9!';
const ENTRY = { value: '{"v":1,"iv":"aXY","ct":"Y2lwaGVy"}', time: '2025-05-01T10:00:00.000Z' };
const OTHER = { value: '{"v":1,"iv":"aXY","ct":"b3RoZXI"}', time: '2025-06-01T10:00:00.000Z' };

/** A password account whose vault holds a password copy and a rescue copy. */
async function owner() {
  const { hash, salt } = await hashPassword(PASSWORD);
  const user = await t.createUser({ passwordHash: hash, passwordSalt: salt, identityProviders: { password: true, google: false, apple: false } });
  await t.db.insert(vaultKeys).values(['password', 'rescue'].map((keyType) => ({ userId: user.id, keyType, value: ENTRY.value, time: new Date(ENTRY.time) })));
  return user;
}

const putKeys = (token: string, payload: unknown) => send(t, 'PUT', '/api/vault/keys', token, payload);
const verify = (token: string, password: string) => send(t, 'POST', '/api/auth/verify/password', token, { password });
const refusal = { status: 403, message: 'Re-authentication required', payload: null };

async function vaultTypes(userId: string): Promise<string[]> {
  return (await t.db.select({ keyType: vaultKeys.keyType }).from(vaultKeys).where(eq(vaultKeys.userId, userId))).map((row) => row.keyType).sort();
}

describe('finding 3: replacing or removing vault entries needs a fresh re-authentication', () => {
  it('an ordinary session cannot empty the vault, replace an entry or store a plain key', async () => {
    const user = await owner();

    for (const update of [{ password: null, rescue: null }, { password: OTHER }, { privateKey: OTHER }]) {
      const response = await putKeys(user.token, update);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusal);
    }
    expect(await vaultTypes(user.id)).toEqual(['password', 'rescue']);
  });

  it('a first wallet, and a new kind of entry beside the existing ones, need no re-authentication', async () => {
    const user = await t.createUser();

    expect((await putKeys(user.token, { password: ENTRY, rescue: ENTRY })).statusCode).toBe(200);
    expect((await putKeys(user.token, { google: ENTRY })).statusCode).toBe(200);
    expect(await vaultTypes(user.id)).toEqual(['google', 'password', 'rescue']);
  });

  it('the right password to verify/password lets this session replace and remove entries', async () => {
    const user = await owner();

    expect((await verify(user.token, PASSWORD)).json().payload).toEqual({ valid: true });
    const replaced = await putKeys(user.token, { password: OTHER, rescue: null });

    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().payload).toEqual({ password: OTHER });
  });

  it('a wrong password proves nothing', async () => {
    const user = await owner();

    expect((await verify(user.token, 'not-the-password')).json().payload).toEqual({ valid: false });
    expect((await putKeys(user.token, { rescue: null })).statusCode).toBe(403);
  });

  it("the proof is bound to the session that gave it: the same user's other session is still refused", async () => {
    const user = await owner();
    const otherSession = await t.tokenFor(user.id);

    await verify(user.token, PASSWORD);

    expect((await putKeys(otherSession, { rescue: null })).statusCode).toBe(403);
  });

  it('the proof is short-lived: after the window the session must prove itself again', async () => {
    const user = await owner();
    await verify(user.token, PASSWORD);
    // Age this session's proof to just past the window.
    const [device] = await t.db.select({ id: devices.id }).from(devices).where(eq(devices.userId, user.id));
    await t.db
      .update(devices)
      .set({ reauthenticatedAt: new Date(Date.now() - REAUTHENTICATION_WINDOW_MS - 1000) })
      .where(eq(devices.id, device!.id));

    expect((await putKeys(user.token, { rescue: null })).statusCode).toBe(403);
  });

  it('a recent rescue sign-in may replace the password copy (the rescue flow), an old one may not', async () => {
    const user = await owner();
    const rescue = await t.tokenFor(user.id, { rescue: true });

    expect((await putKeys(rescue, { password: OTHER })).statusCode).toBe(200);

    await t.db
      .update(devices)
      .set({ reauthenticatedAt: new Date(Date.now() - REAUTHENTICATION_WINDOW_MS - 1000) })
      .where(eq(devices.userId, user.id));
    expect((await putKeys(rescue, { password: ENTRY })).statusCode).toBe(403);
  });
});

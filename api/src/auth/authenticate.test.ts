import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { devices, users } from '../db/schema.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { TOKEN_AUDIENCES } from './token-service.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

const UNAUTHORIZED = { status: 401, message: 'Unauthorized', payload: null };

async function selfWith(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/users/self', headers });
}

describe('a route that needs a signed-in user', () => {
  it('lets a valid bearer token through', async () => {
    const response = await selfWith(t.bearer(t.demo.token));

    expect(response.statusCode).toBe(200);
  });

  it('answers 401 Unauthorized without a token', async () => {
    const response = await selfWith({});

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 to an expired token', async () => {
    const expired = await t.expiredTokenFor(t.demo.id);

    const response = await selfWith(t.bearer(expired));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 to a token signed with another secret', async () => {
    const forged = await new SignJWT({ sub: t.demo.id, amr: ['password'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('marketplace-api')
      .setAudience(TOKEN_AUDIENCES.session)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-of-this-server-at-all'));

    const response = await selfWith(t.bearer(forged));

    expect(response.statusCode).toBe(401);
  });

  it('answers 401 to a token of this server made for another purpose', async () => {
    const humanity = await t.tokens.signClaims(TOKEN_AUDIENCES.humanity, { sub: t.demo.id, amr: ['password'] }, 60);

    const response = await selfWith(t.bearer(humanity));

    expect(response.statusCode).toBe(401);
  });

  it('answers 401 to an unsigned token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ sub: t.demo.id, exp: 9999999999 })).toString('base64url');

    const response = await selfWith(t.bearer(`${header}.${body}.`));

    expect(response.statusCode).toBe(401);
  });

  it('answers 401 to a token whose user no longer exists', async () => {
    const gone = await t.createUser();
    await t.db.delete(users).where(eq(users.id, gone.id));

    const response = await selfWith(t.bearer(gone.token));

    expect(response.statusCode).toBe(401);
  });

  it('answers 401 to a token whose device was removed, so removing a device signs it out', async () => {
    const user = await t.createUser();
    const [device] = await t.db.select({ id: devices.id }).from(devices).where(eq(devices.userId, user.id));
    await t.db.delete(devices).where(eq(devices.id, device!.id));

    const response = await selfWith(t.bearer(user.token));

    expect(response.statusCode).toBe(401);
  });

  it('refuses a session on the very next request once its device is removed, though it was used a moment before', async () => {
    const user = await t.createUser();
    expect((await selfWith(t.bearer(user.token))).statusCode).toBe(200);

    await t.db.delete(devices).where(eq(devices.userId, user.id));

    expect((await selfWith(t.bearer(user.token))).statusCode).toBe(401);
  });

  it('takes the ADMIN routes from a demoted ADMIN on the very next request', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const switchMaintenance = () =>
      t.app.inject({ method: 'PUT', url: '/api/status/maintenance', headers: t.bearer(admin.token), payload: { enabled: false } });
    expect((await switchMaintenance()).statusCode).toBe(200);

    await t.db.update(users).set({ role: 'USER' }).where(eq(users.id, admin.id));

    expect((await switchMaintenance()).statusCode).toBe(403);
  });

  it("answers 401 to a token naming another user's device", async () => {
    const user = await t.createUser();
    const [othersDevice] = await t.db.select({ id: devices.id }).from(devices).where(eq(devices.userId, t.demo.id));
    const token = await t.tokenFor(user.id, { deviceId: othersDevice!.id });

    const response = await selfWith(t.bearer(token));

    expect(response.statusCode).toBe(401);
  });

  it('answers 401 to a token without a device', async () => {
    const token = await t.tokens.signClaims(TOKEN_AUDIENCES.session, { sub: t.demo.id, amr: ['password'] }, 60);

    const response = await selfWith(t.bearer(token));

    expect(response.statusCode).toBe(401);
  });

  it('answers 401 to an Authorization header that is not a bearer token', async () => {
    const response = await selfWith({ authorization: `Basic ${Buffer.from('demo:demo-password-1').toString('base64')}` });

    expect(response.statusCode).toBe(401);
  });
});

describe('the signing secret', () => {
  it('stays the same across app restarts on one database, so tokens stay valid', async () => {
    const restarted = await (await import('../app.js')).buildApp({ db: t.db, logger: false });

    const response = await restarted.inject({ method: 'GET', url: '/api/users/self', headers: t.bearer(t.demo.token) });
    await restarted.close();

    expect(response.statusCode).toBe(200);
  });

  it('is the configured JWT_SECRET when one is set, so tokens of the stored one fail', async () => {
    const configured = await (await import('../app.js')).buildApp({ db: t.db, logger: false, jwtSecret: 'c'.repeat(40) });

    const response = await configured.inject({ method: 'GET', url: '/api/users/self', headers: t.bearer(t.demo.token) });
    await configured.close();

    expect(response.statusCode).toBe(401);
  });
});

describe('the last time a device was seen', () => {
  async function lastSeenOf(deviceId: string): Promise<Date | undefined> {
    const [device] = await t.db.select({ lastSeenAt: devices.lastSeenAt }).from(devices).where(eq(devices.id, deviceId));
    return device?.lastSeenAt;
  }

  async function userWithDeviceSeenAt(lastSeenAt: Date) {
    const user = await t.createUser();
    const [device] = await t.db.update(devices).set({ lastSeenAt }).where(eq(devices.userId, user.id)).returning({ id: devices.id });
    return { ...user, deviceId: device!.id };
  }

  it('moves to now when the device is used more than a minute after it was last seen', async () => {
    const user = await userWithDeviceSeenAt(new Date(Date.now() - 61_000));
    const before = Date.now();

    await selfWith(t.bearer(user.token));

    expect((await lastSeenOf(user.deviceId))!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('stays when the device was seen less than a minute ago, sparing a write per request', async () => {
    const recently = new Date(Date.now() - 30_000);
    const user = await userWithDeviceSeenAt(recently);

    await selfWith(t.bearer(user.token));

    expect(await lastSeenOf(user.deviceId)).toEqual(recently);
  });
});

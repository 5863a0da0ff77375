import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { devices } from '../db/schema.js';
import { USER_AGENT_MAX_LENGTH } from '../devices/devices.js';
import { issueLoginCode } from '../idp/login-codes.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

function listDevices(token: string | null) {
  return send(t, 'GET', '/api/users/self/devices', token);
}

function removeByPath(token: string | null, id: string) {
  return send(t, 'DELETE', `/api/users/self/devices/${id}`, token);
}

function removeByQuery(token: string | null, query: string) {
  return send(t, 'DELETE', `/api/users/self/devices${query}`, token);
}

async function signIn(userId: string, userAgent: string, method: 'password' | 'google' = 'password'): Promise<string> {
  const code = await issueLoginCode(t.db, { userId, method, rescue: false });
  const response = await t.app.inject({ method: 'POST', url: '/oauth/token', headers: { 'user-agent': userAgent }, payload: { code } });
  return response.json().payload.token;
}

describe('signing in (POST /oauth/token)', () => {
  it('records a device named after the browser, and the token names it', async () => {
    const user = await t.createUser();

    const token = await signIn(user.id, FIREFOX_ON_WINDOWS, 'google');

    const [device] = await t.db
      .select()
      .from(devices)
      .where(eq(devices.id, String(decodeJwt(token).sid)));
    expect(device).toMatchObject({ userId: user.id, name: 'Firefox on Windows', userAgent: FIREFOX_ON_WINDOWS, signInMethod: 'google' });
  });

  it('records a device per sign-in', async () => {
    const user = await t.createUser();

    await signIn(user.id, FIREFOX_ON_WINDOWS);
    await signIn(user.id, FIREFOX_ON_WINDOWS);

    expect(await t.db.select().from(devices).where(eq(devices.userId, user.id))).toHaveLength(3);
  });

  it('keeps no more of a User-Agent than it needs', async () => {
    const user = await t.createUser();

    const token = await signIn(user.id, `${FIREFOX_ON_WINDOWS} ${'x'.repeat(2000)}`);

    const [device] = await t.db
      .select()
      .from(devices)
      .where(eq(devices.id, String(decodeJwt(token).sid)));
    expect(device?.userAgent).toHaveLength(USER_AGENT_MAX_LENGTH);
  });
});

describe('GET /api/users/self/devices', () => {
  it("lists the user's devices, most recently seen first, marking the asking one current", async () => {
    const user = await t.createUser();
    const firefox = await signIn(user.id, FIREFOX_ON_WINDOWS);
    await t.db
      .update(devices)
      .set({ lastSeenAt: new Date('2025-01-01T00:00:00Z') })
      .where(eq(devices.id, String(decodeJwt(firefox).sid)));

    const response = await listDevices(user.token);

    expect(response.statusCode).toBe(200);
    const list = response.json().payload;
    expect(list.map((device: { name: string; current: boolean }) => [device.name, device.current])).toEqual([
      ['Chrome on Linux', true],
      ['Firefox on Windows', false],
    ]);
    expect(list[1]).toEqual({
      id: decodeJwt(firefox).sid,
      name: 'Firefox on Windows',
      signInMethod: 'password',
      createdAt: expect.any(String),
      lastSeenAt: '2025-01-01T00:00:00.000Z',
      current: false,
    });
  });

  it("never lists another user's devices", async () => {
    const user = await t.createUser();
    await signIn(t.demo.id, FIREFOX_ON_WINDOWS);

    const response = await listDevices(user.token);

    expect(response.json().payload).toHaveLength(1);
  });

  it('answers 401 without a token and to an expired one', async () => {
    const expired = await t.expiredTokenFor(t.demo.id);

    expect((await listDevices(null)).statusCode).toBe(401);
    expect((await listDevices(expired)).statusCode).toBe(401);
  });
});

describe.each([
  ['DELETE /api/users/self/devices/{id}', (token: string | null, id: string) => removeByPath(token, id)],
  ['DELETE /api/users/self/devices?id=', (token: string | null, id: string) => removeByQuery(token, `?id=${id}`)],
])('%s', (_call, remove) => {
  it('removes the device and signs its session out at once', async () => {
    const user = await t.createUser();
    const other = await signIn(user.id, FIREFOX_ON_WINDOWS);
    const otherId = String(decodeJwt(other).sid);

    const response = await remove(user.token, otherId);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'OK', payload: { id: otherId } });
    expect((await listDevices(other)).statusCode).toBe(401);
    expect((await listDevices(user.token)).json().payload).toHaveLength(1);
  });

  it('removes the asking device too, which signs the asker out', async () => {
    const user = await t.createUser();
    const token = await signIn(user.id, FIREFOX_ON_WINDOWS);

    const response = await remove(token, String(decodeJwt(token).sid));

    expect(response.statusCode).toBe(200);
    expect((await listDevices(token)).statusCode).toBe(401);
  });

  it("answers 404 for another user's device and leaves it signed in", async () => {
    const owner = await t.createUser();
    const intruder = await t.createUser();
    const ownerDevice = String(decodeJwt(owner.token).sid);

    const response = await remove(intruder.token, ownerDevice);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'Device not found', payload: null });
    expect((await listDevices(owner.token)).statusCode).toBe(200);
  });

  it('answers 404 for a device that does not exist', async () => {
    const response = await remove(t.demo.token, randomUUID());

    expect(response.statusCode).toBe(404);
  });

  it('answers 401 without a token and to an expired one', async () => {
    const expired = await t.expiredTokenFor(t.demo.id);
    const id = String(decodeJwt(t.demo.token).sid);

    expect((await remove(null, id)).statusCode).toBe(401);
    expect((await remove(expired, id)).statusCode).toBe(401);
  });
});

describe('refusing a bad device id', () => {
  it('refuses an id that is not a uuid in the path with 400 naming it', async () => {
    const response = await removeByPath(t.demo.token, 'not-a-uuid');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: 'params.id: A device id', payload: null });
  });

  it.each([
    ['?id=not-a-uuid', /^query\.id: A device id$/],
    ['', /^query\.id: /],
    [`?id=${randomUUID()}&all=true`, /^query: Unrecognized key/],
  ])('refuses the query %j with 400 naming the field', async (query, message) => {
    const response = await removeByQuery(t.demo.token, query);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

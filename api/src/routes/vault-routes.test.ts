import { eq } from 'drizzle-orm';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { DEFAULT_SHELL_ORIGIN } from '../defaults/default-origins.js';
import { users } from '../db/schema.js';
import { queuedKindsOf, queuedMailsOf } from '../testing/queued-mails.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

const PASSWORD_KEY = { value: '{"v":1,"kdf":"pbkdf2","salt":"c2FsdA","iv":"aXY","ct":"Y2lwaGVy"}', time: '2025-05-01T10:00:00.000Z' };
const RESCUE_KEY = { value: '{"v":1,"iv":"aXY","ct":"cmVzY3Vl"}', time: '2025-05-01T10:00:01.000Z' };

function getKeys(token: string | null) {
  return send(t, 'GET', '/api/vault/keys', token);
}

function putKeys(token: string | null, payload: unknown) {
  return send(t, 'PUT', '/api/vault/keys', token, payload);
}

describe('GET /api/vault/keys', () => {
  it('answers "no keys" as data while the user has none: 200 with a null payload, no error to log', async () => {
    const user = await t.createUser();

    const response = await getKeys(user.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'OK', payload: null });
  });

  it('answers the envelopes exactly as they were saved', async () => {
    const user = await t.createUser();
    await putKeys(user.token, { password: PASSWORD_KEY, rescue: RESCUE_KEY });

    const response = await getKeys(user.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ password: PASSWORD_KEY, rescue: RESCUE_KEY });
  });

  it("never answers another user's keys", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    await putKeys(owner.token, { password: PASSWORD_KEY });

    const response = await getKeys(other.token);

    expect(response.json().payload).toBeNull();
  });

  it('answers 401 without a token and to an expired one', async () => {
    const expired = await t.expiredTokenFor(t.demo.id);

    expect((await getKeys(null)).statusCode).toBe(401);
    expect((await getKeys(expired)).statusCode).toBe(401);
  });
});

describe('PUT /api/vault/keys', () => {
  it('saves the entries, keeps the ones not sent and answers the whole record', async () => {
    const user = await t.createUser();
    await putKeys(user.token, { password: PASSWORD_KEY, rescue: RESCUE_KEY });
    const google = { value: 'google-envelope', time: '2025-06-01T00:00:00.000Z' };

    const response = await putKeys(user.token, { google });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ password: PASSWORD_KEY, rescue: RESCUE_KEY, google });
  });

  it('removes an entry sent as null, saving the others in the same step (in a freshly re-authenticated session)', async () => {
    const { id } = await t.createUser();
    const token = await t.tokenFor(id, { reauthenticated: true });
    const plain = { value: '0xplain-legacy-key', time: '2024-01-01T00:00:00.000Z' };
    await putKeys(token, { privateKey: plain, rescue: RESCUE_KEY });

    const response = await putKeys(token, { password: PASSWORD_KEY, privateKey: null });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ password: PASSWORD_KEY, rescue: RESCUE_KEY });
    expect((await getKeys(token)).json().payload).toEqual({ password: PASSWORD_KEY, rescue: RESCUE_KEY });
  });

  it('answers no keys (a null payload) once the last entry is removed', async () => {
    const { id } = await t.createUser();
    const token = await t.tokenFor(id, { reauthenticated: true });
    expect((await putKeys(token, { privateKey: { value: '0xplain', time: PASSWORD_KEY.time } })).statusCode).toBe(200);

    await putKeys(token, { privateKey: null });

    expect((await getKeys(token)).json()).toEqual({ status: 200, message: 'OK', payload: null });
  });

  it('replaces an entry of the same kind (in a freshly re-authenticated session)', async () => {
    const { id } = await t.createUser();
    const token = await t.tokenFor(id, { reauthenticated: true });
    await putKeys(token, { password: PASSWORD_KEY });
    const newer = { value: 'newer-envelope', time: '2025-07-01T00:00:00.000Z' };

    await putKeys(token, { password: newer });

    expect((await getKeys(token)).json().payload).toEqual({ password: newer });
  });

  it('shows the save times in the user state keys', async () => {
    const user = await t.createUser();
    await putKeys(user.token, { password: PASSWORD_KEY });

    const self = await t.app.inject({ method: 'GET', url: '/api/users/self', headers: t.bearer(user.token) });

    expect(self.json().payload.keys).toEqual({ password: PASSWORD_KEY.time, google: null, apple: null, recoveryPassword: null });
  });

  it('changes only the signed-in user', async () => {
    const user = await t.createUser();
    const bystander = await t.createUser();

    await putKeys(user.token, { password: PASSWORD_KEY });

    expect((await getKeys(bystander.token)).json().payload).toBeNull();
  });

  it.each([
    [{ wid: PASSWORD_KEY }, /^body: Unrecognized key/],
    [{ password: { value: 'x'.repeat(8193), time: PASSWORD_KEY.time } }, /^body\.password\.value: /],
    [{ password: { value: 'v', time: 'yesterday' } }, /^body\.password\.time: /],
    [{ password: { value: '', time: PASSWORD_KEY.time } }, /^body\.password\.value: /],
    [{ password: 'plain' }, /^body\.password: /],
    [{}, /^body: At least one key is required/],
    [[], /^body: /],
  ])('refuses %j with 400 naming the field', async (payload, message) => {
    const user = await t.createUser();

    const response = await putKeys(user.token, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await getKeys(user.token)).json().payload).toBeNull();
  });

  it('answers 401 without a token and to an expired one', async () => {
    const expired = await t.expiredTokenFor(t.demo.id);

    expect((await putKeys(null, { password: PASSWORD_KEY })).statusCode).toBe(401);
    expect((await putKeys(expired, { password: PASSWORD_KEY })).statusCode).toBe(401);
  });
});

describe('the wallet-password-rescued notice', () => {
  /** An account whose vault holds its wallet (a password copy and a rescue copy). */
  async function walletOwner() {
    const { id } = await t.createUser({ preferredLocale: 'ko' });
    await putKeys(await t.tokenFor(id), { password: PASSWORD_KEY, rescue: RESCUE_KEY });
    return id;
  }

  it('mails a security notice when a rescue sign-in wraps the wallet under a new password, linking to the devices page', async () => {
    const id = await walletOwner();
    const rescueSession = await t.tokenFor(id, { rescue: true });

    expect((await putKeys(rescueSession, { password: { value: 'rescued-envelope', time: '2025-07-01T00:00:00.000Z' } })).statusCode).toBe(200);

    const [{ email }] = (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id))) as [{ email: string }];
    expect(await queuedMailsOf(t.db, id)).toEqual([
      {
        kind: 'wallet-password-rescued',
        userId: id,
        toEmail: email,
        category: 'security',
        status: 'pending',
        params: { at: expect.any(String), link: `${DEFAULT_SHELL_ORIGIN}/ko/support` },
      },
    ]);
  });

  it('mails nothing for vault changes that are no rescue: an ordinary session’s, a rescue session’s first wallet, or one not touching the password copy', async () => {
    const id = await walletOwner();
    await putKeys(await t.tokenFor(id, { reauthenticated: true }), { password: { value: 'changed-envelope', time: '2025-07-01T00:00:00.000Z' } });
    await putKeys(await t.tokenFor(id, { rescue: true }), { google: { value: 'google-envelope', time: '2025-07-01T00:00:00.000Z' } });
    const { id: newcomer } = await t.createUser();
    await putKeys(await t.tokenFor(newcomer, { rescue: true }), { password: PASSWORD_KEY, rescue: RESCUE_KEY });

    expect(await queuedKindsOf(t.db, id)).toEqual([]);
    expect(await queuedKindsOf(t.db, newcomer)).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password-hash.js';
import { devices } from '../db/schema.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { PASSWORD_ATTEMPTS } from '../passwords/user-password.js';
import { DEFAULT_SHELL_ORIGIN } from '../defaults/default-origins.js';
import { users } from '../db/schema.js';
import { queuedKindsOf, queuedMailsOf } from '../testing/queued-mails.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

const PASSWORD = 'correct-horse-1';

/** A user who signs in with a password, signed in on one device. */
async function userWithPassword(email?: string) {
  const { hash, salt } = await hashPassword(PASSWORD);
  return t.createUser({
    ...(email ? { email } : {}),
    passwordHash: hash,
    passwordSalt: salt,
    identityProviders: { password: true, google: false, apple: false },
  });
}

function changePassword(token: string | null, payload: unknown) {
  return send(t, 'PUT', '/api/users/self/password', token, payload);
}

function verifyPassword(token: string | null, payload: unknown) {
  return send(t, 'POST', '/api/auth/verify/password', token, payload);
}

describe('PUT /api/users/self/password', () => {
  it('replaces the password: the new one verifies, the old one no longer does', async () => {
    const user = await userWithPassword();

    const response = await changePassword(user.token, { currentPassword: PASSWORD, newPassword: 'a-brand-new-password' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'OK', payload: { changed: true } });
    expect((await verifyPassword(user.token, { password: 'a-brand-new-password' })).json().payload).toEqual({ valid: true });
    expect((await verifyPassword(user.token, { password: PASSWORD })).json().payload).toEqual({ valid: false });
  });

  it("signs the user's other devices out and keeps the one that changed it", async () => {
    const user = await userWithPassword();
    const elsewhere = await t.tokenFor(user.id);

    await changePassword(user.token, { currentPassword: PASSWORD, newPassword: 'a-brand-new-password' });

    expect((await verifyPassword(elsewhere, { password: 'x' })).statusCode).toBe(401);
    expect((await verifyPassword(user.token, { password: 'x' })).statusCode).toBe(200);
    expect(await t.db.select().from(devices).where(eq(devices.userId, user.id))).toHaveLength(1);
  });

  it('refuses a wrong current password with 403 and keeps the old one', async () => {
    const user = await userWithPassword();

    const response = await changePassword(user.token, { currentPassword: 'not-the-password', newPassword: 'a-brand-new-password' });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, message: 'Wrong password', payload: null });
    expect((await verifyPassword(user.token, { password: PASSWORD })).json().payload).toEqual({ valid: true });
  });

  it.each([
    ['shorter than 10 characters', () => 'short-pw', 'body.newPassword: 10 to 128 characters'],
    ['longer than 128 characters', () => 'x'.repeat(129), 'body.newPassword: 10 to 128 characters'],
    ['the e-mail, in any case', (email: string) => email.toUpperCase(), 'body.newPassword: Must not be your e-mail address'],
    ['the current password', () => PASSWORD, 'body.newPassword: Must differ from the current password'],
  ])('refuses a new password that is %s with 412 saying which rule', async (_rule, newPasswordFor, message) => {
    const email = `rules-${randomUUID()}@marketplace.test`;
    const user = await userWithPassword(email);

    const response = await changePassword(user.token, { currentPassword: PASSWORD, newPassword: newPasswordFor(email) });

    expect(response.statusCode).toBe(412);
    expect(response.json()).toEqual({ status: 412, message, payload: null });
    expect((await verifyPassword(user.token, { password: PASSWORD })).json().payload).toEqual({ valid: true });
  });

  it('refuses an account without a password (Google or Apple only) with 412', async () => {
    const user = await t.createUser({ identityProviders: { password: false, google: true, apple: false } });

    const response = await changePassword(user.token, { currentPassword: 'anything-at-all', newPassword: 'a-brand-new-password' });

    expect(response.statusCode).toBe(412);
    expect(response.json().message).toBe('This account signs in with Google or Apple and has no password');
  });

  it("changes only the signed-in user's password", async () => {
    const user = await userWithPassword();
    const bystander = await userWithPassword();

    await changePassword(user.token, { currentPassword: PASSWORD, newPassword: 'a-brand-new-password' });

    expect((await verifyPassword(bystander.token, { password: PASSWORD })).json().payload).toEqual({ valid: true });
  });

  it.each([
    [{ newPassword: 'a-brand-new-password' }, /^body\.currentPassword: /],
    [{ currentPassword: PASSWORD }, /^body\.newPassword: /],
    [{ currentPassword: PASSWORD, newPassword: 42 }, /^body\.newPassword: /],
    [{ currentPassword: '', newPassword: 'a-brand-new-password' }, /^body\.currentPassword: /],
    [{ currentPassword: PASSWORD, newPassword: 'a-brand-new-password', confirm: 'x' }, /^body: Unrecognized key/],
  ])('refuses %j with 400 naming the field', async (payload, message) => {
    const user = await userWithPassword();

    const response = await changePassword(user.token, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers 401 without a token and to an expired one', async () => {
    const expired = await t.expiredTokenFor(t.demo.id);
    const body = { currentPassword: PASSWORD, newPassword: 'a-brand-new-password' };

    expect((await changePassword(null, body)).statusCode).toBe(401);
    expect((await changePassword(expired, body)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/verify/password', () => {
  it("answers valid for the user's password", async () => {
    const user = await userWithPassword();

    const response = await verifyPassword(user.token, { password: PASSWORD });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'OK', payload: { valid: true } });
  });

  it('answers a wrong password with 200 and valid false, never 401, which would sign the person out', async () => {
    const user = await userWithPassword();

    const response = await verifyPassword(user.token, { password: 'not-the-password' });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ valid: false });
  });

  it("answers valid false for another user's password", async () => {
    const user = await userWithPassword();

    const response = await verifyPassword(user.token, { password: 'demo-password-1' });

    expect(response.json().payload).toEqual({ valid: false });
  });

  it('answers valid false for an account without a password', async () => {
    const user = await t.createUser({ identityProviders: { password: false, google: false, apple: true } });

    const response = await verifyPassword(user.token, { password: 'anything-at-all' });

    expect(response.json().payload).toEqual({ valid: false });
  });

  it('stops checking after five wrong passwords with 429, even the right one', async () => {
    const user = await userWithPassword();
    for (let attempt = 0; attempt < PASSWORD_ATTEMPTS.maxFailures; attempt += 1) await verifyPassword(user.token, { password: `wrong-${attempt}` });

    const response = await verifyPassword(user.token, { password: PASSWORD });
    const change = await changePassword(user.token, { currentPassword: PASSWORD, newPassword: 'a-brand-new-password' });

    expect(response.statusCode).toBe(429);
    expect(change.statusCode).toBe(429);
  });

  it.each([
    ['no password', {}, /^body\.password: /],
    ['an empty password', { password: '' }, /^body\.password: Required$/],
    ['a number', { password: 123 }, /^body\.password: /],
    ['a password of 4097 characters', { password: 'x'.repeat(4097) }, /^body\.password: /],
    ['an unknown field', { password: PASSWORD, remember: true }, /^body: Unrecognized key/],
  ])('refuses %s with 400 naming the field', async (_case, payload, message) => {
    const user = await userWithPassword();

    const response = await verifyPassword(user.token, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers 401 only for a missing or expired token', async () => {
    const expired = await t.expiredTokenFor(t.demo.id);

    expect((await verifyPassword(null, { password: PASSWORD })).statusCode).toBe(401);
    expect((await verifyPassword(expired, { password: PASSWORD })).statusCode).toBe(401);
  });
});

describe('the password-changed notice', () => {
  it('mails the account a security notice with the time of the change, linking to the security settings', async () => {
    const email = `notice-${randomUUID()}@marketplace.test`;
    const user = await userWithPassword(email);
    await t.db.update(users).set({ preferredLocale: 'it' }).where(eq(users.id, user.id));
    const before = Date.now();

    await changePassword(user.token, { currentPassword: PASSWORD, newPassword: 'a-brand-new-password' });

    const mails = await queuedMailsOf(t.db, user.id);
    expect(mails).toEqual([
      {
        kind: 'password-changed',
        userId: user.id,
        toEmail: email,
        category: 'security',
        status: 'pending',
        params: { at: expect.any(String), link: `${DEFAULT_SHELL_ORIGIN}/it/support` },
      },
    ]);
    expect(Date.parse(String(mails[0]!.params.at))).toBeGreaterThanOrEqual(before - 1000);
  });

  it('mails nothing when the change is refused: a wrong current password, or a new one that breaks a rule', async () => {
    const email = `refused-${randomUUID()}@marketplace.test`;
    const user = await userWithPassword(email);

    expect((await changePassword(user.token, { currentPassword: 'not-the-password', newPassword: 'a-brand-new-password' })).statusCode).toBe(403);
    expect((await changePassword(user.token, { currentPassword: PASSWORD, newPassword: email })).statusCode).toBe(412);

    expect(await queuedKindsOf(t.db, user.id)).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { twoFactorSecrets, users } from '../db/schema.js';
import { wrongCodeFor } from '../testing/commerce-fixtures.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { TWO_FACTOR_ATTEMPTS } from '../two-factor/two-factor-settings.js';
import { DEFAULT_SHELL_ORIGIN } from '../defaults/default-origins.js';
import { queuedKindsOf, queuedMailsOf } from '../testing/queued-mails.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

function startEnrolment(token: string | null, payload?: unknown) {
  return send(t, 'POST', '/api/2fa', token, payload);
}

function updateTwoFactor(token: string | null, payload: unknown) {
  return send(t, 'PUT', '/api/users/self/2fa', token, payload);
}

async function twoFactorOf(userId: string) {
  const [user] = await t.db.select({ on: users.twoFactorAuth }).from(users).where(eq(users.id, userId));
  const [secrets] = await t.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  return { on: user?.on, secret: secrets?.secret ?? null, pendingSecret: secrets?.pendingSecret ?? null };
}

/** A user with 2FA on, and the secret their authenticator app holds. */
async function userWithTwoFactor() {
  const user = await t.createUser();
  const { secret } = (await startEnrolment(user.token)).json().payload;
  await updateTwoFactor(user.token, { twoFactorAuth: true, code: await generate({ secret }) });
  return { ...user, secret: secret as string };
}

describe('POST /api/2fa', () => {
  it('starts an enrolment: a pending secret for the authenticator app, labelled with the e-mail', async () => {
    const user = await t.createUser({ email: 'enrol@marketplace.test' });

    const response = await startEnrolment(user.token);

    expect(response.statusCode).toBe(200);
    const { secret, otpauthUri } = response.json().payload;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(decodeURIComponent(otpauthUri)).toMatch(/^otpauth:\/\/totp\/Marketplace:enrol@marketplace\.test\?/);
    expect(new URL(otpauthUri).searchParams.get('secret')).toBe(secret);
    expect(await twoFactorOf(user.id)).toEqual({ on: false, secret: null, pendingSecret: secret });
  });

  it('replaces a pending secret when started again, so only the newest app entry works', async () => {
    const user = await t.createUser();
    const first = (await startEnrolment(user.token)).json().payload.secret;

    const second = (await startEnrolment(user.token)).json().payload.secret;

    expect(second).not.toBe(first);
    expect((await twoFactorOf(user.id)).pendingSecret).toBe(second);
  });

  it('accepts an empty JSON body', async () => {
    const user = await t.createUser();

    expect((await startEnrolment(user.token, {})).statusCode).toBe(200);
  });

  it('refuses a body with fields with 400 naming it', async () => {
    const user = await t.createUser();

    const response = await startEnrolment(user.token, { secret: 'MINE' });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body: Unrecognized key/);
  });

  it('refuses to start over while 2FA is on, so a stolen session cannot swap the authenticator', async () => {
    const user = await userWithTwoFactor();

    const response = await startEnrolment(user.token);

    expect(response.statusCode).toBe(409);
    expect((await twoFactorOf(user.id)).secret).toBe(user.secret);
  });

  it('answers 401 without a token and to an expired one', async () => {
    const expired = await t.expiredTokenFor(t.demo.id);

    expect((await startEnrolment(null)).statusCode).toBe(401);
    expect((await startEnrolment(expired)).statusCode).toBe(401);
  });
});

describe('PUT /api/users/self/2fa', () => {
  it('turns 2FA on with a code of the pending secret, which becomes the active one', async () => {
    const user = await t.createUser();
    const { secret } = (await startEnrolment(user.token)).json().payload;

    const response = await updateTwoFactor(user.token, { twoFactorAuth: true, code: await generate({ secret }) });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'OK', payload: { twoFactorAuth: true } });
    expect(await twoFactorOf(user.id)).toEqual({ on: true, secret, pendingSecret: null });
    const self = await t.app.inject({ method: 'GET', url: '/api/users/self', headers: t.bearer(user.token) });
    expect(self.json().payload.twoFactorAuth).toBe(true);
  });

  it('refuses to turn on with a wrong code, with 403', async () => {
    const user = await t.createUser();
    const { secret } = (await startEnrolment(user.token)).json().payload;

    const response = await updateTwoFactor(user.token, { twoFactorAuth: true, code: await wrongCodeFor(secret) });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, message: 'Invalid code', payload: null });
    expect((await twoFactorOf(user.id)).on).toBe(false);
  });

  it('refuses to turn on before an enrolment was started, with 400', async () => {
    const user = await t.createUser();

    const response = await updateTwoFactor(user.token, { twoFactorAuth: true, code: '123456' });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Start the enrolment with POST /api/2fa first');
  });

  it('turns 2FA off with a code of the active secret, forgetting it', async () => {
    const user = await userWithTwoFactor();

    const response = await updateTwoFactor(user.token, { twoFactorAuth: false, code: await generate({ secret: user.secret }) });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ twoFactorAuth: false });
    expect(await twoFactorOf(user.id)).toEqual({ on: false, secret: null, pendingSecret: null });
  });

  it('refuses to turn off with a wrong code, with 403, and 2FA stays on', async () => {
    const user = await userWithTwoFactor();

    const response = await updateTwoFactor(user.token, { twoFactorAuth: false, code: await wrongCodeFor(user.secret) });

    expect(response.statusCode).toBe(403);
    expect((await twoFactorOf(user.id)).on).toBe(true);
  });

  it('answers 409 to turning on what is on, and off what is off', async () => {
    const on = await userWithTwoFactor();
    const off = await t.createUser();

    const again = await updateTwoFactor(on.token, { twoFactorAuth: true, code: await generate({ secret: on.secret }) });
    const offAgain = await updateTwoFactor(off.token, { twoFactorAuth: false, code: '123456' });

    expect(again.statusCode).toBe(409);
    expect(offAgain.statusCode).toBe(409);
  });

  it("changes only the signed-in user's 2FA", async () => {
    const owner = await userWithTwoFactor();
    const other = await t.createUser();

    await updateTwoFactor(other.token, { twoFactorAuth: false, code: await generate({ secret: owner.secret }) });

    expect((await twoFactorOf(owner.id)).on).toBe(true);
  });

  it('stops taking codes after five wrong ones in a row, even the right one', async () => {
    const user = await t.createUser();
    const { secret } = (await startEnrolment(user.token)).json().payload;
    for (let attempt = 0; attempt < TWO_FACTOR_ATTEMPTS.maxFailures; attempt += 1) {
      await updateTwoFactor(user.token, { twoFactorAuth: true, code: await wrongCodeFor(secret) });
    }

    const response = await updateTwoFactor(user.token, { twoFactorAuth: true, code: await generate({ secret }) });

    expect(response.statusCode).toBe(429);
    expect((await twoFactorOf(user.id)).on).toBe(false);
  });

  it.each([
    [{ twoFactorAuth: true, code: '12345' }, /^body\.code: 6 digits$/],
    [{ twoFactorAuth: true, code: 123456 }, /^body\.code: /],
    [{ twoFactorAuth: 'yes', code: '123456' }, /^body\.twoFactorAuth: /],
    [{ code: '123456' }, /^body\.twoFactorAuth: /],
    [{ twoFactorAuth: true, code: '123456', secret: 'X' }, /^body: Unrecognized key/],
    [null, /^body: /],
  ])('refuses %j with 400 naming the field', async (payload, message) => {
    const user = await t.createUser();

    const response = await updateTwoFactor(user.token, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers 401 without a token and to an expired one', async () => {
    const expired = await t.expiredTokenFor(t.demo.id);

    expect((await updateTwoFactor(null, { twoFactorAuth: true, code: '123456' })).statusCode).toBe(401);
    expect((await updateTwoFactor(expired, { twoFactorAuth: true, code: '123456' })).statusCode).toBe(401);
  });
});

describe('the two-factor notices', () => {
  it('mails a security notice when 2FA is turned on, and another when it is turned off, each with its time', async () => {
    const user = await userWithTwoFactor();
    const [{ email }] = (await t.db.select({ email: users.email }).from(users).where(eq(users.id, user.id))) as [{ email: string }];

    await updateTwoFactor(user.token, { twoFactorAuth: false, code: await generate({ secret: user.secret }) });

    const mails = await queuedMailsOf(t.db, user.id);
    const notice = (kind: string) => ({
      kind,
      userId: user.id,
      toEmail: email,
      category: 'security',
      status: 'pending',
      params: { at: expect.any(String), link: `${DEFAULT_SHELL_ORIGIN}/support` },
    });
    expect(mails).toEqual([notice('two-factor-enabled'), notice('two-factor-disabled')]);
    expect(Date.parse(String(mails[1]!.params.at))).toBeGreaterThanOrEqual(Date.parse(String(mails[0]!.params.at)));
  });

  it('mails nothing for a refused change or a mere enrolment', async () => {
    const user = await t.createUser();
    const { secret } = (await startEnrolment(user.token)).json().payload;
    await updateTwoFactor(user.token, { twoFactorAuth: true, code: await wrongCodeFor(secret) });
    await updateTwoFactor(user.token, { twoFactorAuth: false, code: '123456' });
    const withTwoFactor = await userWithTwoFactor();
    await updateTwoFactor(withTwoFactor.token, { twoFactorAuth: false, code: await wrongCodeFor(withTwoFactor.secret) });

    expect(await queuedKindsOf(t.db, user.id)).toEqual([]);
    expect(await queuedKindsOf(t.db, withTwoFactor.id)).toEqual(['two-factor-enabled']);
  });
});

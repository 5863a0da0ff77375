import { desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { hashPassword } from '../auth/password-hash.js';
import { devices, mailOutbox, users } from '../db/schema.js';
import { SEED_DEMO_USER } from '../seed/seed-accounts.js';
import { issueEmailKey } from '../email-keys/email-keys.js';
import { PASSWORD_ATTEMPTS } from '../passwords/user-password.js';
import { send } from '../testing/send-request.js';
import { identityPageShape, signInClient } from '../testing/sign-in-client.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { TWO_FACTOR_ATTEMPTS } from '../two-factor/two-factor-settings.js';
import { EMAIL_CHANGE_MAILS_PER_HOUR } from './email-change-routes.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

const PASSWORD = 'correct-horse-1';
let serial = 0;

/** An address nobody has, lower-case as the API stores addresses. */
function freshAddress(name = 'moved'): string {
  serial += 1;
  return `${name}-${Date.now()}-${serial}@elsewhere.test`;
}

/** A user who signs in with a password, signed in on one device. */
async function userWithPassword() {
  const { hash, salt } = await hashPassword(PASSWORD);
  const email = freshAddress('owner');
  const user = await t.createUser({ email, passwordHash: hash, passwordSalt: salt, identityProviders: { password: true, google: false, apple: false } });
  return { ...user, email };
}

/** A user with 2FA on, and the secret their authenticator app holds. */
async function userWithTwoFactor() {
  const user = await userWithPassword();
  const { secret } = (await send(t, 'POST', '/api/2fa', user.token, {})).json().payload;
  await send(t, 'PUT', '/api/users/self/2fa', user.token, { twoFactorAuth: true, code: await generate({ secret }) });
  return { ...user, secret: secret as string };
}

function requestChange(token: string | null, payload: unknown) {
  return send(t, 'POST', '/api/users/self/email-change', token, payload);
}

function confirm(key: string) {
  return send(t, 'POST', '/api/keys/confirm-email-change', null, { key });
}

async function mailsTo(email: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email)).orderBy(desc(mailOutbox.id));
}

/** The key of the newest address-change link mailed to `email`, as the person would click it. */
async function keyMailedTo(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  expect(mail?.template).toBe('confirm-email-change');
  return new URL(mail!.link!).searchParams.get('confirm-email-change')!;
}

async function selfEmail(token: string) {
  return (await send(t, 'GET', '/api/users/self', token)).json().payload as { email: string; emailVerified: boolean };
}

describe('POST /api/users/self/email-change', () => {
  it('mails a link to the new address and changes nothing until it is followed', async () => {
    const user = await userWithPassword();
    const newEmail = freshAddress();

    const response = await requestChange(user.token, { newEmail, currentPassword: PASSWORD });

    expect(response.statusCode).toBe(200);
    const { sentTo, expiresAt } = response.json().payload;
    expect(sentTo).toBe(newEmail);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 60 * 60_000);
    const [mail] = await mailsTo(newEmail);
    expect(mail).toMatchObject({ template: 'confirm-email-change', category: 'account', userId: user.id, status: 'pending' });
    expect(mail?.params).toEqual({ link: mail?.link });
    expect(new URL(mail!.link!).origin).toBe('http://127.0.0.1:8080');
    expect((await selfEmail(user.token)).email).toBe(user.email);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('takes the new address in any case and stores it lower-case', async () => {
    const user = await userWithPassword();
    const newEmail = freshAddress();

    await requestChange(user.token, { newEmail: newEmail.toUpperCase(), currentPassword: PASSWORD });

    expect((await confirm(await keyMailedTo(newEmail))).json().payload).toEqual({ email: newEmail });
  });

  it('refuses a wrong current password with 403 and mails nothing', async () => {
    const user = await userWithPassword();
    const newEmail = freshAddress();

    const response = await requestChange(user.token, { newEmail, currentPassword: 'not-the-password' });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, message: 'Wrong password', payload: null });
    expect(await mailsTo(newEmail)).toEqual([]);
  });

  it('shares the wrong-password budget with the password routes: after five wrong ones even the right one waits', async () => {
    const user = await userWithPassword();
    for (let attempt = 0; attempt < PASSWORD_ATTEMPTS.maxFailures; attempt += 1) {
      await send(t, 'POST', '/api/auth/verify/password', user.token, { password: `wrong-${attempt}` });
    }

    const response = await requestChange(user.token, { newEmail: freshAddress(), currentPassword: PASSWORD });

    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an account without a password (Google or Apple only) with 412', async () => {
    const user = await t.createUser({ identityProviders: { password: false, google: true, apple: false } });

    const response = await requestChange(user.token, { newEmail: freshAddress(), currentPassword: 'anything-at-all' });

    expect(response.statusCode).toBe(412);
    expect(response.json().message).toBe('This account signs in with Google or Apple and has no password');
  });

  it('refuses the address the account has already with 412', async () => {
    const user = await userWithPassword();

    const response = await requestChange(user.token, { newEmail: user.email, currentPassword: PASSWORD });

    expect(response.statusCode).toBe(412);
    expect(response.json().message).toBe('body.newEmail: Must differ from the current address');
  });

  describe('with two-factor authentication on', () => {
    it('asks for the code as well: none or a wrong one is 403, a current one mails the link', async () => {
      const user = await userWithTwoFactor();
      const newEmail = freshAddress();

      const withoutCode = await requestChange(user.token, { newEmail, currentPassword: PASSWORD });
      const wrongCode = await requestChange(user.token, { newEmail, currentPassword: PASSWORD, code: '000000' });
      expect(withoutCode.statusCode).toBe(403);
      expect(withoutCode.json().message).toBe('Invalid 2FA code');
      expect(wrongCode.statusCode).toBe(403);
      expect(await mailsTo(newEmail)).toEqual([]);

      const withCode = await requestChange(user.token, { newEmail, currentPassword: PASSWORD, code: await generate({ secret: user.secret }) });
      expect(withCode.statusCode).toBe(200);
      expect((await mailsTo(newEmail))[0]?.template).toBe('confirm-email-change');
    });

    it('spends the wrong-code budget every action shares: after five wrong codes even a right one is 429', async () => {
      const user = await userWithTwoFactor();
      for (let attempt = 0; attempt < TWO_FACTOR_ATTEMPTS.maxFailures; attempt += 1) {
        await requestChange(user.token, { newEmail: freshAddress(), currentPassword: PASSWORD, code: '000000' });
      }

      const response = await send(t, 'PUT', '/api/users/self/2fa', user.token, { twoFactorAuth: false, code: await generate({ secret: user.secret }) });

      expect(response.statusCode).toBe(429);
    });
  });

  it('answers an address another account has exactly as a free one, and mails it nothing', async () => {
    const user = await userWithPassword();
    const free = freshAddress();

    const forFree = await requestChange(user.token, { newEmail: free, currentPassword: PASSWORD });
    const forTaken = await requestChange(user.token, { newEmail: SEED_DEMO_USER.email, currentPassword: PASSWORD });

    expect(forTaken.statusCode).toBe(forFree.statusCode);
    expect(Object.keys(forTaken.json().payload)).toEqual(Object.keys(forFree.json().payload));
    expect(forTaken.json().payload.sentTo).toBe(SEED_DEMO_USER.email);
    expect((await mailsTo(SEED_DEMO_USER.email)).filter((mail) => mail.userId === user.id)).toEqual([]);
  });

  it('refuses a bad address with 400 naming the field', async () => {
    const user = await userWithPassword();

    const response = await requestChange(user.token, { newEmail: 'not-an-address', currentPassword: PASSWORD });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.newEmail: /);
  });

  it('needs a signed-in user', async () => {
    expect((await requestChange(null, { newEmail: freshAddress(), currentPassword: PASSWORD })).statusCode).toBe(401);
  });

  it(`mails at most ${EMAIL_CHANGE_MAILS_PER_HOUR} links an hour for one account`, async () => {
    const user = await userWithPassword();
    for (let sent = 0; sent < EMAIL_CHANGE_MAILS_PER_HOUR; sent += 1) {
      expect((await requestChange(user.token, { newEmail: freshAddress(), currentPassword: PASSWORD })).statusCode).toBe(200);
    }

    const newEmail = freshAddress();
    const response = await requestChange(user.token, { newEmail, currentPassword: PASSWORD });

    expect(response.statusCode).toBe(429);
    expect(await mailsTo(newEmail)).toEqual([]);
  });
});

describe('GET and DELETE /api/users/self/email-change', () => {
  const pendingOf = (token: string | null) => send(t, 'GET', '/api/users/self/email-change', token);

  it('answers the change still waiting for its link, the same after a reload as when it was asked', async () => {
    const user = await userWithPassword();
    expect((await pendingOf(user.token)).json().payload).toBeNull();
    const newEmail = freshAddress();

    const asked = (await requestChange(user.token, { newEmail, currentPassword: PASSWORD })).json().payload;

    expect((await pendingOf(user.token)).json().payload).toEqual(asked);
  });

  it('answers a change to an address another account has exactly as one to a free address', async () => {
    const user = await userWithPassword();

    const asked = (await requestChange(user.token, { newEmail: SEED_DEMO_USER.email, currentPassword: PASSWORD })).json().payload;

    expect((await pendingOf(user.token)).json().payload).toEqual(asked);
    expect((await mailsTo(SEED_DEMO_USER.email)).filter((mail) => mail.userId === user.id)).toEqual([]);
  });

  it('answers nothing pending once the link was followed', async () => {
    const user = await userWithPassword();
    const newEmail = freshAddress();
    await requestChange(user.token, { newEmail, currentPassword: PASSWORD });

    await confirm(await keyMailedTo(newEmail));

    expect((await pendingOf(user.token)).json().payload).toBeNull();
  });

  it('cancels the pending change: its link stops working and the address stays', async () => {
    const user = await userWithPassword();
    const newEmail = freshAddress();
    await requestChange(user.token, { newEmail, currentPassword: PASSWORD });
    const key = await keyMailedTo(newEmail);

    expect((await send(t, 'DELETE', '/api/users/self/email-change', user.token)).statusCode).toBe(200);

    expect((await pendingOf(user.token)).json().payload).toBeNull();
    expect((await confirm(key)).statusCode).toBe(404);
    expect((await selfEmail(user.token)).email).toBe(user.email);
  });

  it('needs a signed-in user for both', async () => {
    expect((await pendingOf(null)).statusCode).toBe(401);
    expect((await send(t, 'DELETE', '/api/users/self/email-change', null)).statusCode).toBe(401);
  });
});

describe('POST /api/keys/confirm-email-change', () => {
  it('changes the address the account shows, verified, and tells the old address with the new one masked', async () => {
    const user = await userWithPassword();
    const newEmail = freshAddress('alice');
    await requestChange(user.token, { newEmail, currentPassword: PASSWORD });

    const response = await confirm(await keyMailedTo(newEmail));

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ email: newEmail });
    expect(await selfEmail(user.token)).toMatchObject({ email: newEmail, emailVerified: true });
    const [notice] = await mailsTo(user.email);
    expect(notice).toMatchObject({ template: 'email-changed', category: 'security', userId: user.id, link: 'http://127.0.0.1:8080/support' });
    expect(notice?.params).toEqual({ link: notice?.link, at: expect.any(String), newEmailMasked: 'a…@elsewhere.test' });
    expect(Date.now() - new Date(String(notice?.params.at)).getTime()).toBeLessThan(60_000);
  });

  it('links in the account language: the confirmation and the notice open the shell in it', async () => {
    const user = await userWithPassword();
    await t.db.update(users).set({ preferredLocale: 'ja' }).where(eq(users.id, user.id));
    const newEmail = freshAddress();
    await requestChange(user.token, { newEmail, currentPassword: PASSWORD });
    const [link] = await mailsTo(newEmail);

    expect(new URL(link!.link!).pathname).toBe('/ja');
    await confirm(await keyMailedTo(newEmail));
    expect((await mailsTo(user.email))[0]?.link).toBe('http://127.0.0.1:8080/ja/support');
  });

  it('signs out every other session, as a password change does, and keeps the one that asked', async () => {
    const user = await userWithPassword();
    const elsewhere = await t.tokenFor(user.id);
    const newEmail = freshAddress();
    await requestChange(user.token, { newEmail, currentPassword: PASSWORD });

    await confirm(await keyMailedTo(newEmail));

    expect((await send(t, 'GET', '/api/users/self', elsewhere)).statusCode).toBe(401);
    expect((await send(t, 'GET', '/api/users/self', user.token)).statusCode).toBe(200);
  });

  it('works once: the same link again is 404 and changes nothing more', async () => {
    const user = await userWithPassword();
    const newEmail = freshAddress();
    await requestChange(user.token, { newEmail, currentPassword: PASSWORD });
    const key = await keyMailedTo(newEmail);
    await confirm(key);

    const again = await confirm(key);

    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ status: 404, message: 'Key not found', payload: null });
    expect((await mailsTo(user.email)).filter((mail) => mail.template === 'email-changed')).toHaveLength(1);
  });

  it('refuses an expired key with the same 404 and keeps the old address', async () => {
    const user = await userWithPassword();
    const newEmail = freshAddress();
    const [device] = await t.db.select({ id: devices.id }).from(devices).where(eq(devices.userId, user.id));
    const issuedAt = new Date(Date.now() - 25 * 60 * 60_000);
    const { key } = await issueEmailKey(t.db, user.id, 'CONFIRM_EMAIL_CHANGE', issuedAt, { newEmail, requestedByDeviceId: device!.id });

    const response = await confirm(key);

    expect(response.statusCode).toBe(404);
    expect((await selfEmail(user.token)).email).toBe(user.email);
  });

  it('honours only the newest request: an earlier link stops working', async () => {
    const user = await userWithPassword();
    const first = freshAddress();
    const second = freshAddress();
    await requestChange(user.token, { newEmail: first, currentPassword: PASSWORD });
    const firstKey = await keyMailedTo(first);
    await requestChange(user.token, { newEmail: second, currentPassword: PASSWORD });

    expect((await confirm(firstKey)).statusCode).toBe(404);
    expect((await confirm(await keyMailedTo(second))).json().payload).toEqual({ email: second });
  });

  it('is cancelled by a password change, so whoever asked with a stolen password cannot finish after the owner reacts', async () => {
    const user = await userWithPassword();
    const newEmail = freshAddress();
    await requestChange(user.token, { newEmail, currentPassword: PASSWORD });
    await send(t, 'PUT', '/api/users/self/password', user.token, { currentPassword: PASSWORD, newPassword: 'a-brand-new-password' });

    expect((await confirm(await keyMailedTo(newEmail))).statusCode).toBe(404);
    expect((await selfEmail(user.token)).email).toBe(user.email);
  });

  it('refuses with 409 an address another account took meanwhile, and keeps the old one', async () => {
    const user = await userWithPassword();
    const newEmail = freshAddress();
    await requestChange(user.token, { newEmail, currentPassword: PASSWORD });
    await t.createUser({ email: newEmail });

    const response = await confirm(await keyMailedTo(newEmail));

    expect(response.statusCode).toBe(409);
    expect((await selfEmail(user.token)).email).toBe(user.email);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('refuses a malformed key with 400 and another purpose’s key with 404', async () => {
    const user = await userWithPassword();
    const { key } = await issueEmailKey(t.db, user.id, 'VERIFY_EMAIL');

    expect((await send(t, 'POST', '/api/keys/confirm-email-change', null, { key: 'short' })).statusCode).toBe(400);
    expect((await confirm(key)).statusCode).toBe(404);
  });
});

describe('signing in after the change', () => {
  async function signIn(email: string, password: string) {
    const client = signInClient(t);
    return client.postForm('/idp/authorize/password', { request: await client.identityPageOf(), intent: 'login', email, password });
  }

  it('the new address signs in with the same password; the old one is refused like any unknown address', async () => {
    const user = await userWithPassword();
    const newEmail = freshAddress();
    await requestChange(user.token, { newEmail, currentPassword: PASSWORD });
    await confirm(await keyMailedTo(newEmail));

    const withNew = await signIn(newEmail, PASSWORD);
    const withOld = await signIn(user.email, PASSWORD);
    const withNobody = await signIn(freshAddress('nobody'), PASSWORD);

    expect(withNew.statusCode).toBe(303);
    expect(withOld.statusCode).toBe(withNobody.statusCode);
    expect(identityPageShape(withOld.body, user.email)).toBe(identityPageShape(withNobody.body, /nobody-[^"<&]*@elsewhere\.test/g));
  });
});

import { eq } from 'drizzle-orm';
import { devices } from '../db/schema.js';
import { issueLoginCode } from '../idp/login-codes.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

/** Signs a fresh user in through the code exchange and answers the token and the cookie header it set. */
async function signIn() {
  const user = await t.createUser();
  const code = await issueLoginCode(t.db, { userId: user.id, method: 'password', rescue: false });
  const response = await t.app.inject({ method: 'POST', url: '/oauth/token', payload: { code } });
  const cookie = response.cookies.find((candidate) => candidate.name === 'marketplace_session');
  return { userId: user.id, token: response.json().payload.token as string, expiresAt: response.json().payload.expiresAt as string, cookie };
}

const withCookie = (value: string) => ({ cookie: `marketplace_session=${value}` });

describe('the session cookie of POST /oauth/token', () => {
  it('holds the token, httpOnly, strict same-site, for the session routes only, until the token expires', async () => {
    const { token, expiresAt, cookie } = await signIn();

    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Strict', path: '/oauth' });
    expect(cookie?.expires?.toISOString()).toBe(expiresAt);
  });
});

describe('POST /oauth/session', () => {
  it('gives the token of the cookie back, so a reload keeps the user signed in', async () => {
    const { token, expiresAt } = await signIn();

    const response = await t.app.inject({ method: 'POST', url: '/oauth/session', headers: withCookie(token) });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ token, expiresAt });
  });

  it('answers no session (200, null), not an error, without a cookie', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/oauth/session' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'OK', payload: null });
  });

  it('answers no session and clears the cookie of an expired token', async () => {
    const user = await t.createUser();
    const expired = await t.expiredTokenFor(user.id);

    const response = await t.app.inject({ method: 'POST', url: '/oauth/session', headers: withCookie(expired) });

    expect(response.json().payload).toBeNull();
    expect(response.cookies.find((cookie) => cookie.name === 'marketplace_session')?.value).toBe('');
  });

  it('answers no session for a session whose device was removed', async () => {
    const { token, userId } = await signIn();
    await t.db.delete(devices).where(eq(devices.userId, userId));

    const response = await t.app.inject({ method: 'POST', url: '/oauth/session', headers: withCookie(token) });

    expect(response.json().payload).toBeNull();
  });

  it('answers no session for a cookie that is not a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/oauth/session', headers: withCookie('not-a-token') });

    expect(response.json().payload).toBeNull();
  });
});

describe('DELETE /oauth/session', () => {
  it('clears the cookie and ends the session server-side', async () => {
    const { token } = await signIn();

    const response = await t.app.inject({ method: 'DELETE', url: '/oauth/session', headers: { ...withCookie(token), ...t.bearer(token) } });

    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name === 'marketplace_session')?.value).toBe('');
    const self = await t.app.inject({ method: 'GET', url: '/api/users/self', headers: t.bearer(token) });
    expect(self.statusCode).toBe(401);
  });

  it('ends the session of the cookie alone too', async () => {
    const { token } = await signIn();

    await t.app.inject({ method: 'DELETE', url: '/oauth/session', headers: withCookie(token) });

    const resumed = await t.app.inject({ method: 'POST', url: '/oauth/session', headers: withCookie(token) });
    expect(resumed.json().payload).toBeNull();
  });

  it('answers 200 with nothing to end', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/oauth/session' });

    expect(response.statusCode).toBe(200);
  });
});

describe('CORS of the session routes', () => {
  it('lets the shell send its credentials', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/oauth/session',
      headers: { origin: 'http://127.0.0.1:8080', 'access-control-request-method': 'POST' },
    });

    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8080');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });
});

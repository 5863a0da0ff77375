import { TERMS_OF_SERVICE_VERSION } from '@marketplace/contracts/wire';
import { SEED_DEMO_USER } from '../seed/seed-accounts.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

describe('GET /api/users/self', () => {
  it('answers the signed-in user with every field the server knows', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/self', headers: t.bearer(t.demo.token) });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({
      id: t.demo.id,
      username: 'demo',
      displayName: 'Demo',
      tagline: null,
      usernameUpdateTime: null,
      email: SEED_DEMO_USER.email,
      walletAddress: null,
      accountAddress: null,
      role: 'USER',
      roles: [],
      profilePicture: 'DEFAULT',
      profileBanner: 'banner0',
      antiphishingCode: null,
      twoFactorAuth: false,
      communications: true,
      acceptTerms: true,
      acceptedTermsVersion: TERMS_OF_SERVICE_VERSION,
      acceptedTermsTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      emailVerified: false,
      preferredLocale: 'en',
      showBalance: true,
      identityProviders: { password: true, google: false, apple: false },
      referrals: { marketplace: null },
      registrationTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      keys: { password: null, google: null, apple: null, recoveryPassword: null },
    });
  });

  it('answers the ADMIN with role ADMIN', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/self', headers: t.bearer(t.admin.token) });

    expect(response.json().payload).toMatchObject({ role: 'ADMIN', roles: ['ADMIN'] });
  });

  it('answers each user with their own data, not another one', async () => {
    const other = await t.createUser({ email: 'other-self@marketplace.test' });

    const response = await t.app.inject({ method: 'GET', url: '/api/users/self', headers: t.bearer(other.token) });

    expect(response.json().payload).toMatchObject({ id: other.id, email: 'other-self@marketplace.test' });
  });

  it('answers 401 without a token and to an expired one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/users/self' });
    const expired = await t.app.inject({ method: 'GET', url: '/api/users/self', headers: t.bearer(await t.expiredTokenFor(t.demo.id)) });

    expect(missing.statusCode).toBe(401);
    expect(expired.statusCode).toBe(401);
  });
});

describe('GET /api/users?id=', () => {
  it('lists the public profiles of the ids asked, without e-mail or settings', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/users?id=${t.demo.id},${t.admin.id}`, headers: t.bearer(t.demo.token) });

    expect(response.statusCode).toBe(200);
    const payload = response.json().payload;
    expect(payload.map((user: { username: string }) => user.username).sort()).toEqual(['admin', 'demo']);
    expect(Object.keys(payload[0]).sort()).toEqual(['displayName', 'id', 'profileBanner', 'profilePicture', 'registrationTime', 'tagline', 'username']);
  });

  it('leaves out ids that belong to nobody', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users?id=${t.demo.id},00000000-0000-4000-8000-000000000000`,
      headers: t.bearer(t.demo.token),
    });

    expect(response.json().payload).toHaveLength(1);
  });

  it('refuses an id that is not a user id, naming the query field', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users?id=1,2', headers: t.bearer(t.demo.token) });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^query\.id\.0: /);
  });

  it('refuses a call without ids', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users', headers: t.bearer(t.demo.token) });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^query\.id: /);
  });

  it('answers 401 without a token and to an expired one', async () => {
    const url = `/api/users?id=${t.demo.id}`;
    const missing = await t.app.inject({ method: 'GET', url });
    const expired = await t.app.inject({ method: 'GET', url, headers: t.bearer(await t.expiredTokenFor(t.demo.id)) });

    expect(missing.statusCode).toBe(401);
    expect(expired.statusCode).toBe(401);
  });
});

describe('GET /api/users/{usernameOrId}', () => {
  it('finds a user by username, whatever the case, without signing in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/DeMo' });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ id: t.demo.id, username: 'demo' });
    expect(response.json().payload.email).toBeUndefined();
  });

  it('finds a user by id', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/users/${t.admin.id}` });

    expect(response.json().payload).toMatchObject({ id: t.admin.id, username: 'admin' });
  });

  it('answers 404 for a name nobody holds, which means the name is free', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/free-name' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'User not found', payload: null });
  });

  it('refuses a name longer than any username', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/users/${'x'.repeat(65)}` });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^params\.usernameOrId: /);
  });
});

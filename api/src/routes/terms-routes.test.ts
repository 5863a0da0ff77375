import { eq } from 'drizzle-orm';
import { TERMS_OF_SERVICE_VERSION } from '@marketplace/contracts/wire';
import { users } from '../db/schema.js';
import { SEED_LAPSED_USER } from '../db/seed.js';
import { LAPSED_TERMS_VERSION } from '../db/seed-lapsed-terms.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

async function self(token: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/users/self', headers: t.bearer(token) })).json().payload;
}

const accept = (token: string | null, body: unknown) => send(t, 'PUT', '/api/users/self/terms', token, body);

describe('PUT /api/users/self/terms', () => {
  it('shows a new user as never having accepted any terms', async () => {
    const user = await t.createUser();

    expect(await self(user.token)).toMatchObject({ acceptTerms: false, acceptedTermsVersion: null, acceptedTermsTime: null });
  });

  it('stores the version in force and the time, and the self user answer shows them', async () => {
    const user = await t.createUser();
    const before = Date.now();

    const response = await accept(user.token, { version: TERMS_OF_SERVICE_VERSION });

    expect(response.statusCode).toBe(200);
    const { acceptedTermsVersion, acceptedTermsTime } = response.json().payload;
    expect(acceptedTermsVersion).toBe(TERMS_OF_SERVICE_VERSION);
    expect(Date.parse(acceptedTermsTime)).toBeGreaterThanOrEqual(before - 1000);
    expect(await self(user.token)).toMatchObject({ acceptTerms: true, acceptedTermsVersion: TERMS_OF_SERVICE_VERSION, acceptedTermsTime });
  });

  it('refuses any other version with 400 and keeps what was accepted before', async () => {
    const user = await t.createUser({ acceptedTermsVersion: '2020-01-01', acceptedTermsTime: new Date('2020-01-02T00:00:00Z') });

    const response = await accept(user.token, { version: '2099-01-01' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message: expect.stringMatching(/^body\.version: /), payload: null });
    expect(await self(user.token)).toMatchObject({ acceptedTermsVersion: '2020-01-01', acceptedTermsTime: '2020-01-02T00:00:00.000Z' });
  });

  it.each([[{}], [{ version: '' }], [{ version: 7 }], [{ version: TERMS_OF_SERVICE_VERSION, role: 'ADMIN' }]])('refuses the body %j with 400', async (body) => {
    const user = await t.createUser();

    expect((await accept(user.token, body)).statusCode).toBe(400);
    expect((await self(user.token)).acceptedTermsVersion).toBeNull();
  });

  it('records the acceptance of that user only', async () => {
    const user = await t.createUser();
    const bystander = await t.createUser();

    await accept(user.token, { version: TERMS_OF_SERVICE_VERSION });

    expect((await self(bystander.token)).acceptedTermsVersion).toBeNull();
  });

  it('answers 401 without a token and to an expired one', async () => {
    const expired = await t.expiredTokenFor(t.demo.id);

    expect((await accept(null, { version: TERMS_OF_SERVICE_VERSION })).statusCode).toBe(401);
    expect((await accept(expired, { version: TERMS_OF_SERVICE_VERSION })).statusCode).toBe(401);
  });

  it('shows the seeded users as having accepted the terms in force', async () => {
    expect((await self(await t.tokenFor(t.demo.id))).acceptedTermsVersion).toBe(TERMS_OF_SERVICE_VERSION);
  });

  it('shows the lapsed seed account with a version older than the one in force', async () => {
    const [lapsed] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, SEED_LAPSED_USER.email));
    const token = await t.tokenFor(lapsed!.id);

    expect((await self(token)).acceptedTermsVersion).toBe(LAPSED_TERMS_VERSION);
    expect(LAPSED_TERMS_VERSION).not.toBe(TERMS_OF_SERVICE_VERSION);
  });
});

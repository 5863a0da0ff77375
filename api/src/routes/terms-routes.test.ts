import { eq } from 'drizzle-orm';
import { TERMS_NOT_ACCEPTED_MESSAGE, TERMS_OF_SERVICE_VERSION } from '@marketplace/contracts/wire';
import { users } from '../db/schema.js';
import { SEED_LAPSED_USER } from '../seed/seed-accounts.js';
import { LAPSED_TERMS_VERSION } from '../seed/seed-lapsed-terms.js';
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

/** A user as a sign-up leaves them, before the terms modal is answered. */
const NEVER_ACCEPTED = { acceptedTermsVersion: null };

describe('PUT /api/users/self/terms', () => {
  it('shows a new user as never having accepted any terms', async () => {
    const user = await t.createUser(NEVER_ACCEPTED);

    expect(await self(user.token)).toMatchObject({ acceptTerms: false, acceptedTermsVersion: null, acceptedTermsTime: null });
  });

  it('stores the version in force and the time, and the self user answer shows them', async () => {
    const user = await t.createUser(NEVER_ACCEPTED);
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
    const user = await t.createUser(NEVER_ACCEPTED);

    expect((await accept(user.token, body)).statusCode).toBe(400);
    expect((await self(user.token)).acceptedTermsVersion).toBeNull();
  });

  it('records the acceptance of that user only', async () => {
    const user = await t.createUser(NEVER_ACCEPTED);
    const bystander = await t.createUser(NEVER_ACCEPTED);

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

describe('buying and selling under the terms in force', () => {
  const SOME_ID = '00000000-0000-4000-8000-000000000001';
  const TRADES: [string, 'POST', string, unknown][] = [
    ['a purchase', 'POST', `/api/users/self/mints/${SOME_ID}/purchases`, { collectibleId: SOME_ID }],
    ['a listing', 'POST', '/api/users/self/listings', { collectibleId: SOME_ID, price: 100 }],
    ['an offer', 'POST', `/api/collectibles/${SOME_ID}/offers`, { price: 100, signature: '0x00' }],
    ['accepting an offer', 'POST', `/api/users/self/offers/${SOME_ID}/accept`, {}],
    ['a craft', 'POST', '/api/users/self/crafts', { recipeId: SOME_ID }],
  ];

  it.each(TRADES)('refuses %s with 403 to a person who never accepted the terms, or accepted older ones', async (_trade, method, path, body) => {
    const newcomer = await t.createUser(NEVER_ACCEPTED);
    const lapsed = await t.createUser({ acceptedTermsVersion: LAPSED_TERMS_VERSION });

    for (const { token } of [newcomer, lapsed]) {
      const response = await send(t, method, path, token, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 403, message: TERMS_NOT_ACCEPTED_MESSAGE, payload: null });
    }
  });

  it.each(TRADES)('lets %s through once the terms in force are accepted', async (_trade, method, path, body) => {
    const person = await t.createUser(NEVER_ACCEPTED);
    await accept(person.token, { version: TERMS_OF_SERVICE_VERSION });

    const response = await send(t, method, path, person.token, body);

    // What the request asks for does not exist: past the gate, the route itself answers.
    expect(response.json().message).not.toBe(TERMS_NOT_ACCEPTED_MESSAGE);
    expect(response.statusCode).not.toBe(403);
  });

  it('never holds back declining or withdrawing an offer, nor cancelling a purchase', async () => {
    const { token } = await t.createUser(NEVER_ACCEPTED);

    for (const [method, path] of [
      ['POST', `/api/users/self/offers/${SOME_ID}/decline`],
      ['DELETE', `/api/users/self/offers/${SOME_ID}`],
      ['DELETE', `/api/users/self/mints/${SOME_ID}`],
    ] as const) {
      expect((await send(t, method, path, token)).json().message).not.toBe(TERMS_NOT_ACCEPTED_MESSAGE);
    }
  });
});

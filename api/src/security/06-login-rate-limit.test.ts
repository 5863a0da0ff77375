import { hashPassword } from '../auth/password-hash.js';
import { SIGN_IN_ATTEMPTS } from '../idp/sign-in-limits.js';
import { signInClient } from '../testing/sign-in-client.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

const PASSWORD = 'Right-password-42!';

async function account(): Promise<string> {
  const email = `limited-${Math.random().toString(36).slice(2)}@marketplace.test`;
  const { hash, salt } = await hashPassword(PASSWORD);
  await t.createUser({ email, passwordHash: hash, passwordSalt: salt, identityProviders: { password: true, google: false, apple: false } });
  return email;
}

let addresses = 0;
/** A client address of its own per test, so the per-address count of one test does not reach another. */
const newAddress = () => `203.0.113.${++addresses}`;

async function signIn(email: string, password: string, address: string) {
  const client = signInClient(t);
  return client.postForm('/idp/authorize/password', { request: await client.identityPageOf(), intent: 'login', email, password }, address);
}

describe('finding 6: the identity page limits password guesses per account and per client address', () => {
  it('30 concurrent wrong guesses at one account: only the allowed number are judged, the rest get 429 with Retry-After', async () => {
    const email = await account();
    const address = newAddress();

    const answers = await Promise.all(Array.from({ length: 30 }, () => signIn(email, 'wrong-guess-123', address)));

    const judged = answers.filter((answer) => answer.statusCode === 401);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(judged).toHaveLength(SIGN_IN_ATTEMPTS.perAccount.maxFailures);
    expect(refused).toHaveLength(30 - SIGN_IN_ATTEMPTS.perAccount.maxFailures);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused[0]!.body).toContain('Too many sign-in attempts.');
  });

  it('once an account is blocked, even its right password is refused until the window passes', async () => {
    const email = await account();
    const address = newAddress();
    for (let guess = 0; guess < SIGN_IN_ATTEMPTS.perAccount.maxFailures; guess += 1) await signIn(email, 'wrong-guess-123', address);

    const right = await signIn(email, PASSWORD, address);

    expect(right.statusCode).toBe(429);
    expect(right.headers.location).toBeUndefined();
  });

  it('a right password before the limit signs in and forgets the failures', async () => {
    const email = await account();
    const address = newAddress();
    for (let guess = 0; guess < SIGN_IN_ATTEMPTS.perAccount.maxFailures - 1; guess += 1) await signIn(email, 'wrong-guess-123', address);

    expect((await signIn(email, PASSWORD, address)).statusCode).toBe(303);
    expect((await signIn(email, 'wrong-guess-123', address)).statusCode).toBe(401);
  });

  it('one client address guessing across many accounts is stopped too, while other addresses still sign in', async () => {
    const address = newAddress();
    const emails = await Promise.all(Array.from({ length: 5 }, () => account()));
    for (let guess = 0; guess < SIGN_IN_ATTEMPTS.perAddress.maxFailures; guess += 1) {
      expect((await signIn(emails[guess % emails.length]!, 'wrong-guess-123', address)).statusCode).toBe(401);
    }

    const fresh = await account();
    expect((await signIn(fresh, PASSWORD, address)).statusCode).toBe(429);
    expect((await signIn(fresh, PASSWORD, newAddress())).statusCode).toBe(303);
  });
});

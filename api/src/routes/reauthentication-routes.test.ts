import { eq } from 'drizzle-orm';
import { ACCOUNT_CLOSING_REFUSALS, REAUTHENTICATION_PROOF_PARAMETER, REAUTHENTICATION_REFUSALS } from '@marketplace/contracts/wire';
import { hashPassword } from '../auth/password-hash.js';
import { REAUTHENTICATION_WINDOW_MS } from '../auth/fresh-authentication.js';
import { accountClosings, devices, users } from '../db/schema.js';
import { IDENTITY_PAGE_WORDS } from '../idp/identity-page-words.js';
import { enableTwoFactor } from '../testing/commerce-fixtures.js';
import { send } from '../testing/send-request.js';
import { signInClient } from '../testing/sign-in-client.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

const SHELL = 'http://shell.test:8080';
const RETURN_TO = '/de/user-portal/account?closing=understood#closing';

let t: TestApp;
let client: ReturnType<typeof signInClient>;

beforeAll(async () => {
  t = await openTestApp({ shellOrigin: SHELL });
  client = signInClient(t);
});

afterAll(() => t.close());

/** A person who signs in with Google only, signed in on one device. */
async function googlePerson() {
  const email = `google-${Math.random().toString(36).slice(2)}@marketplace.test`;
  const person = await t.createUser({ email, identityProviders: { password: false, google: true, apple: false } });
  return { ...person, email };
}

const startReauthentication = (token: string, redirect = RETURN_TO) => send(t, 'POST', '/oauth/reauthentications', token, { redirect });
const redeem = (token: string, proof: string) => send(t, 'POST', '/oauth/reauthentications/proof', token, { proof });
const askToClose = (token: string, body: unknown = {}) => send(t, 'POST', '/api/users/self/closing', token, body);

/** The signed request of the identity page a started re-authentication sends the browser to. */
async function requestOf(token: string): Promise<string> {
  const started = await startReauthentication(token);
  expect(started.statusCode).toBe(200);
  const page = new URL(started.json().payload);
  expect(page.pathname).toBe('/idp/reauthenticate');
  return page.searchParams.get('request')!;
}

/** The whole round trip at the Google stand-in: the proof the browser carries back to the page that asked. */
async function proofFor(token: string, email: string): Promise<string> {
  const confirmed = await client.postForm('/idp/reauthenticate/provider', { request: await requestOf(token), provider: 'google', email });
  expect(confirmed.statusCode).toBe(303);
  return new URL(String(confirmed.headers.location)).searchParams.get(REAUTHENTICATION_PROOF_PARAMETER)!;
}

async function ageProofOf(userId: string, ms = REAUTHENTICATION_WINDOW_MS + 1000) {
  await t.db
    .update(devices)
    .set({ reauthenticatedAt: new Date(Date.now() - ms) })
    .where(eq(devices.userId, userId));
}

describe('a Google-only account closes itself after re-authenticating with Google', () => {
  it('is refused without a re-authentication, and accepted once this session re-authenticated', async () => {
    const person = await googlePerson();
    expect((await askToClose(person.token)).json().message).toBe(ACCOUNT_CLOSING_REFUSALS.reauthenticationRequired);

    expect((await redeem(person.token, await proofFor(person.token, person.email))).json().payload).toEqual({ valid: true });
    const asked = await askToClose(person.token);

    expect(asked.statusCode).toBe(200);
    expect(await t.db.select().from(accountClosings).where(eq(accountClosings.userId, person.id))).toHaveLength(1);
  });

  it('shows a page in the language of the page that asked, with only the account’s provider and nothing filled in', async () => {
    const person = await googlePerson();
    const page = await t.app.inject({ method: 'GET', url: `/idp/reauthenticate?request=${encodeURIComponent(await requestOf(person.token))}` });

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain(`<h1>${IDENTITY_PAGE_WORDS.de.titleReauthenticate}</h1>`);
    expect(page.body).toContain('value="google"');
    expect(page.body).not.toContain('value="apple"');
    expect(page.body).not.toContain('type="password"');
    expect(page.body).not.toContain(person.email);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('returns the browser to the path that asked, on the shell, with the proof', async () => {
    const person = await googlePerson();
    const confirmed = await client.postForm('/idp/reauthenticate/provider', {
      request: await requestOf(person.token),
      provider: 'google',
      email: person.email,
    });
    const back = new URL(String(confirmed.headers.location));

    expect(back.origin).toBe(SHELL);
    expect(back.pathname).toBe('/de/user-portal/account');
    expect(back.searchParams.get('closing')).toBe('understood');
    expect(back.hash).toBe('#closing');
  });

  it('refuses a re-authentication older than the window', async () => {
    const person = await googlePerson();
    await redeem(person.token, await proofFor(person.token, person.email));
    await ageProofOf(person.id);

    expect((await askToClose(person.token)).json().message).toBe(ACCOUNT_CLOSING_REFUSALS.reauthenticationRequired);
  });

  it('dates the proof from the provider’s authentication, so handing it in again does not stretch the window', async () => {
    const person = await googlePerson();
    const proof = await proofFor(person.token, person.email);
    await redeem(person.token, proof);
    const [stamped] = await t.db.select({ at: devices.reauthenticatedAt }).from(devices).where(eq(devices.userId, person.id));
    await redeem(person.token, proof);
    const [again] = await t.db.select({ at: devices.reauthenticatedAt }).from(devices).where(eq(devices.userId, person.id));

    expect(again!.at).toEqual(stamped!.at);
  });

  it("binds the proof to the session that asked: the same person's other session can neither use it nor close", async () => {
    const person = await googlePerson();
    const otherSession = await t.tokenFor(person.id, { method: 'google' });
    const proof = await proofFor(person.token, person.email);

    expect((await redeem(otherSession, proof)).json().payload).toEqual({ valid: false });
    expect((await askToClose(otherSession)).statusCode).toBe(412);
    expect((await askToClose(person.token)).statusCode).toBe(412);
  });

  it('a re-authentication of another session does not count for this one, even once handed in there', async () => {
    const person = await googlePerson();
    const otherSession = await t.tokenFor(person.id, { method: 'google' });
    await redeem(otherSession, await proofFor(otherSession, person.email));

    expect((await askToClose(person.token)).json().message).toBe(ACCOUNT_CLOSING_REFUSALS.reauthenticationRequired);
  });

  it('refuses another account at the provider and says so, sending no proof', async () => {
    const person = await googlePerson();
    const stranger = await googlePerson();
    const refused = await client.postForm('/idp/reauthenticate/provider', {
      request: await requestOf(person.token),
      provider: 'google',
      email: stranger.email,
    });

    expect(refused.statusCode).toBe(403);
    expect(refused.headers.location).toBeUndefined();
    expect(refused.body).toContain(IDENTITY_PAGE_WORDS.de.otherAccount);
  });

  it('never makes or links an account: a provider the account does not use is refused', async () => {
    const person = await googlePerson();
    const refused = await client.postForm('/idp/reauthenticate/provider', { request: await requestOf(person.token), provider: 'apple', email: person.email });

    expect(refused.statusCode).toBe(403);
    const [row] = await t.db.select({ identityProviders: users.identityProviders }).from(users).where(eq(users.id, person.id));
    expect(row!.identityProviders).toEqual({ password: false, google: true, apple: false });
  });

  it('still asks for the two-factor code while two-factor sign-in is on', async () => {
    const person = await googlePerson();
    const { codeNow } = await enableTwoFactor(t.db, person.id);
    await redeem(person.token, await proofFor(person.token, person.email));

    expect((await askToClose(person.token)).json().message).toBe(ACCOUNT_CLOSING_REFUSALS.invalidCode);
    expect((await askToClose(person.token, { code: await codeNow() })).statusCode).toBe(200);
  });

  it('keeps a re-authentication request and a sign-in request apart: neither page takes the other’s', async () => {
    const person = await googlePerson();
    const reauthentication = await requestOf(person.token);
    const signIn = await client.identityPageOf({ redirect: '/' });

    const signedInWithIt = await client.postForm('/idp/authorize/provider', { request: reauthentication, provider: 'google', email: person.email });
    expect(signedInWithIt.statusCode).toBe(400);
    expect(signedInWithIt.body).toContain(IDENTITY_PAGE_WORDS.en.expiredRequest);
    expect((await client.postForm('/idp/reauthenticate/provider', { request: signIn, provider: 'google', email: person.email })).statusCode).toBe(400);
  });

  it('takes no forged proof and needs a session to start or hand one in', async () => {
    const person = await googlePerson();
    expect((await redeem(person.token, 'forged-proof-forged-proof')).json().payload).toEqual({ valid: false });
    expect((await startReauthentication('')).statusCode).toBe(401);
    expect((await redeem('', 'forged-proof-forged-proof')).statusCode).toBe(401);
  });

  it('refuses a redirect off the site', async () => {
    const person = await googlePerson();
    expect((await startReauthentication(person.token, '//evil.test/')).statusCode).toBe(400);
  });
});

describe('an account with a password keeps needing its password', () => {
  const PASSWORD = 'Closing-password-7!';

  async function passwordPerson() {
    const { hash, salt } = await hashPassword(PASSWORD);
    return t.createUser({ passwordHash: hash, passwordSalt: salt, identityProviders: { password: true, google: false, apple: false } });
  }

  it('cannot start a provider re-authentication', async () => {
    const person = await passwordPerson();
    const started = await startReauthentication(person.token);
    expect(started.statusCode).toBe(412);
    expect(started.json().message).toBe(REAUTHENTICATION_REFUSALS.passwordAccount);
  });

  it('is refused without the password even right after this session proved itself', async () => {
    const person = await passwordPerson();
    expect((await send(t, 'POST', '/api/auth/verify/password', person.token, { password: PASSWORD })).json().payload).toEqual({ valid: true });

    const asked = await askToClose(person.token);
    expect(asked.statusCode).toBe(403);
    expect(asked.json().message).toBe(ACCOUNT_CLOSING_REFUSALS.wrongPassword);
    expect((await askToClose(person.token, { currentPassword: PASSWORD })).statusCode).toBe(200);
  });
});

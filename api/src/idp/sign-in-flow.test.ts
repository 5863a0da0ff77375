import { eq, like } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { notifications, users } from '../db/schema.js';
import { SEED_DEMO_USER } from '../seed/seed-accounts.js';
import { signInClient } from '../testing/sign-in-client.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { issueLoginCode } from './login-codes.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ shellOrigin: 'http://shell.test:8080', tokenTtlMinutes: 45 });
});

afterAll(() => t.close());

let startSignIn: ReturnType<typeof signInClient>['startSignIn'];
let identityPageOf: ReturnType<typeof signInClient>['identityPageOf'];
let postForm: ReturnType<typeof signInClient>['postForm'];
let codeOf: ReturnType<typeof signInClient>['codeOf'];
let exchange: ReturnType<typeof signInClient>['exchange'];

beforeAll(() => {
  ({ startSignIn, identityPageOf, postForm, codeOf, exchange } = signInClient(t));
});

describe('POST /oauth/authentications', () => {
  it('answers the URL of the identity page served by the API itself', async () => {
    const response = await startSignIn({ authPath: 'signup', redirect: '/user-portal/dashboard?tab=1', referral: 'demo' });

    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().payload);
    expect(url.origin).toBe('http://127.0.0.1:4000');
    expect(url.pathname).toBe('/idp/authorize');
    expect(url.searchParams.get('mode')).toBe('signup');
  });

  it.each([['//evil.example/x'], ['https://evil.example'], ['/\\evil.example'], ['relative/path'], ['/with space']])(
    'refuses the redirect %s, which is not a path of the site',
    async (redirect) => {
      const response = await startSignIn({ redirect });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, message: 'body.redirect: Must be a path on this site starting with /', payload: null });
    },
  );

  it('refuses a body without a redirect, naming the field', async () => {
    const response = await startSignIn({ authPath: 'login' });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.redirect: /);
  });

  it('refuses an unknown authPath', async () => {
    const response = await startSignIn({ authPath: 'register', redirect: '/' });

    expect(response.json().message).toMatch(/^body\.authPath: /);
  });
});

describe('the identity provider page', () => {
  it('shows labelled e-mail and password inputs and the two clearly labelled local stand-ins', async () => {
    const request = await identityPageOf({ redirect: '/' });

    const response = await t.app.inject({ method: 'GET', url: `/idp/authorize?request=${request}&mode=login` });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("form-action 'self' http://shell.test:8080");
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<label for="email">E-mail</label>');
    expect(response.body).toContain('<label for="password">Password</label>');
    expect(response.body).toContain('Continue with Google (local stand-in)');
    expect(response.body).toContain('Continue with Apple (local stand-in)');
    expect(response.body).not.toContain('<script');
  });

  it('refuses a sign-in request that was tampered with', async () => {
    const request = await identityPageOf({ redirect: '/' });
    const [header, , signature] = request.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ redirect: '//evil.example', rescue: true, authPath: 'login' })).toString('base64url')}.${signature}`;

    const response = await t.app.inject({ method: 'GET', url: `/idp/authorize?request=${forged}` });

    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('This sign-in link has expired');
  });

  it('sends the browser back to /loading in the language of the page the sign-in started from', async () => {
    const request = await identityPageOf({ redirect: '/ja/user-portal/offers' });

    const response = await postForm('/idp/authorize/password', { request, intent: 'login', email: SEED_DEMO_USER.email, password: SEED_DEMO_USER.password });

    const location = new URL(String(response.headers.location));
    expect(location.pathname).toBe('/ja/loading');
    expect(location.searchParams.get('redirect')).toBe('/ja/user-portal/offers');
  });

  it('signs the demo user in with the password and sends the browser to the shell with a one-time code', async () => {
    const request = await identityPageOf({ redirect: '/user-portal/offers?x=1' });

    const response = await postForm('/idp/authorize/password', { request, intent: 'login', email: SEED_DEMO_USER.email, password: SEED_DEMO_USER.password });

    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(location.origin + location.pathname).toBe('http://shell.test:8080/loading');
    expect(location.searchParams.get('redirect')).toBe('/user-portal/offers?x=1');
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts the e-mail whatever its case', async () => {
    const request = await identityPageOf({ redirect: '/' });

    const response = await postForm('/idp/authorize/password', { request, intent: 'login', email: 'DEMO@Marketplace.test', password: SEED_DEMO_USER.password });

    expect(response.statusCode).toBe(303);
  });

  it('shows the page again with an error and the typed e-mail, never the password, after a wrong password', async () => {
    const request = await identityPageOf({ redirect: '/' });

    const response = await postForm('/idp/authorize/password', { request, intent: 'login', email: SEED_DEMO_USER.email, password: 'wrong-password-9' });

    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Wrong e-mail or password.');
    expect(response.body).toContain(`value="${SEED_DEMO_USER.email}"`);
    expect(response.body).not.toContain('wrong-password-9');
  });

  it('answers an unknown e-mail exactly as a wrong password, so it does not reveal who has an account', async () => {
    const request = await identityPageOf({ redirect: '/' });

    const response = await postForm('/idp/authorize/password', { request, intent: 'login', email: 'nobody@marketplace.test', password: 'whatever-password' });

    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Wrong e-mail or password.');
  });

  it('escapes what a person typed when it shows it again', async () => {
    const request = await identityPageOf({ redirect: '/' });

    const response = await postForm('/idp/authorize/provider', { request, provider: 'google', email: '"><script>alert(1)</script>' });

    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('signs a new person up with e-mail and password, crediting the referrer, and asks them to confirm by mail', async () => {
    const request = await identityPageOf({ authPath: 'signup', redirect: '/', referral: 'demo' });

    const response = await postForm('/idp/authorize/password', {
      request,
      intent: 'signup',
      email: 'New.Person@Marketplace.test',
      password: 'a-long-password',
    });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Check your inbox');
    const [created] = await t.db.select().from(users).where(eq(users.email, 'new.person@marketplace.test'));
    expect(created).toMatchObject({ referrerId: t.demo.id, identityProviders: { password: true, google: false, apple: false } });
    expect(created?.passwordHash).not.toContain('a-long-password');
  });

  it('gives a new account the language of the page the person signed up from, and a returning one keeps its own', async () => {
    const inJapanese = await identityPageOf({ authPath: 'signup', redirect: '/ja/store' });
    const inFrench = await identityPageOf({ redirect: '/fr/' });
    const inEnglish = await identityPageOf({ redirect: '/' });
    await postForm('/idp/authorize/password', { request: inJapanese, intent: 'signup', email: 'sumire@marketplace.test', password: 'a-long-password' });
    await postForm('/idp/authorize/provider', { request: inFrench, provider: 'google', email: 'amelie@marketplace.test' });
    await postForm('/idp/authorize/provider', { request: inEnglish, provider: 'apple', email: 'amelie@marketplace.test' });

    const languageOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]?.preferredLocale;
    expect(await languageOf('sumire@marketplace.test')).toBe('ja');
    expect(await languageOf('amelie@marketplace.test')).toBe('fr');
  });

  it('welcomes a new account with one notification, and a returning one with none', async () => {
    const request = await identityPageOf({ authPath: 'signup', redirect: '/' });
    await postForm('/idp/authorize/password', { request, intent: 'signup', email: 'welcome@marketplace.test', password: 'a-long-password' });
    await postForm('/idp/authorize/provider', { request, provider: 'google', email: 'welcome@marketplace.test' });
    await postForm('/idp/authorize/provider', { request, provider: 'apple', email: 'welcome-apple@marketplace.test' });

    const welcomes = await t.db
      .select({ email: users.email, translationId: notifications.translationId })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(like(users.email, 'welcome%'));

    expect(welcomes.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'welcome-apple@marketplace.test', translationId: 'welcome' },
      { email: 'welcome@marketplace.test', translationId: 'welcome' },
    ]);
  });

  it('makes no account and no session for an e-mail that has an account already, answering as for a new one', async () => {
    const request = await identityPageOf({ authPath: 'signup', redirect: '/' });

    const response = await postForm('/idp/authorize/password', { request, intent: 'signup', email: SEED_DEMO_USER.email, password: 'another-password' });

    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('Check your inbox');
    const signIn = { email: SEED_DEMO_USER.email, password: SEED_DEMO_USER.password };
    expect((await postForm('/idp/authorize/password', { request, intent: 'login', ...signIn })).statusCode).toBe(303);
  });

  it('refuses a sign-up password shorter than 10 characters, saying why', async () => {
    const request = await identityPageOf({ authPath: 'signup', redirect: '/' });

    const response = await postForm('/idp/authorize/password', { request, intent: 'signup', email: 'short@marketplace.test', password: 'short' });

    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Your password needs at least 10 characters.');
  });

  it('makes an account through the Google stand-in and signs it in again the next time', async () => {
    const request = await identityPageOf({ redirect: '/' });

    const first = await postForm('/idp/authorize/provider', { request, provider: 'google', email: 'gplayer@marketplace.test' });
    const second = await postForm('/idp/authorize/provider', { request, provider: 'apple', email: 'gplayer@marketplace.test' });

    expect(first.statusCode).toBe(303);
    expect(second.statusCode).toBe(303);
    const matching = await t.db.select().from(users).where(eq(users.email, 'gplayer@marketplace.test'));
    expect(matching).toHaveLength(1);
    expect(matching[0]?.identityProviders).toEqual({ password: false, google: true, apple: true });
    const token = (await exchange(codeOf(second.headers.location))).json().payload.token;
    expect(decodeJwt(token).amr).toEqual(['apple']);
  });
});

describe('POST /oauth/token', () => {
  async function freshCode(path?: string): Promise<string> {
    const request = await identityPageOf({ redirect: '/' }, path);
    const response = await postForm('/idp/authorize/password', { request, intent: 'login', email: SEED_DEMO_USER.email, password: SEED_DEMO_USER.password });
    return codeOf(response.headers.location);
  }

  it('exchanges a code for a signed token of the user, valid for the configured minutes', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await exchange(await freshCode());

    expect(response.statusCode).toBe(200);
    const { token, expiresAt } = response.json().payload;
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: t.demo.id, amr: ['password'] });
    expect(claims.rescue).toBeUndefined();
    expect(claims.exp! - before).toBeGreaterThanOrEqual(45 * 60);
    expect(claims.exp! - before).toBeLessThanOrEqual(45 * 60 + 5);
    expect(new Date(expiresAt).getTime()).toBe(claims.exp! * 1000);
    const self = await t.app.inject({ method: 'GET', url: '/api/users/self', headers: t.bearer(token) });
    expect(self.statusCode).toBe(200);
  });

  it('marks a token that came through the rescue path', async () => {
    const response = await exchange(await freshCode('/oauth/rescue/authentications'));

    expect(decodeJwt(response.json().payload.token).rescue).toBe(true);
  });

  it('accepts a code only once', async () => {
    const code = await freshCode();
    await exchange(code);

    const again = await exchange(code);

    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 400, message: 'Invalid or expired code', payload: null });
  });

  it('refuses a code older than two minutes', async () => {
    const code = await issueLoginCode(t.db, { userId: t.demo.id, method: 'password', rescue: false }, new Date(Date.now() - 121_000));

    const response = await exchange(code);

    expect(response.statusCode).toBe(400);
  });

  it('refuses a code it never issued', async () => {
    const response = await exchange('x'.repeat(43));

    expect(response.statusCode).toBe(400);
  });

  it('refuses a body without a code, naming the field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/oauth/token', payload: { token: 'abc' } });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.code: /);
  });
});

import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SUPPORTED_LOCALES } from '@marketplace/contracts/wire';
import { mailOutbox, users } from '../db/schema.js';
import { signInClient } from '../testing/sign-in-client.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { IDENTITY_PAGE_STYLE } from './identity-page-style.js';
import { IDENTITY_PAGE_WORDS } from './identity-page-words.js';
import { SIGN_IN_ATTEMPTS } from './sign-in-limits.js';

let t: TestApp;
let client: ReturnType<typeof signInClient>;

beforeAll(async () => {
  t = await openTestApp({ shellOrigin: 'http://shell.test:8080' });
  client = signInClient(t);
});

afterAll(() => t.close());

const pageOf = (request: string, mode?: string) =>
  t.app.inject({ method: 'GET', url: `/idp/authorize?request=${encodeURIComponent(request)}${mode ? `&mode=${mode}` : ''}` });

async function signUp(email: string, redirect = '/') {
  const request = await client.identityPageOf({ authPath: 'signup', redirect });
  const response = await client.postForm('/idp/authorize/password', { request, intent: 'signup', email, password: 'a-long-password' });
  return { request, response };
}

describe("the identity page's language", () => {
  it.each(SUPPORTED_LOCALES.map((locale) => [locale]))('speaks %s to a person sent from a page in it', async (locale) => {
    const request = await client.identityPageOf({ authPath: 'signup', redirect: locale === 'en' ? '/store' : `/${locale}/store` });
    const response = await pageOf(request);
    expect(response.body).toContain(`<html lang="${locale}">`);
    expect(response.body).toContain(`<h1>${IDENTITY_PAGE_WORDS[locale].titleSignUp}</h1>`);
  });

  it('keeps the language through a refused form', async () => {
    const request = await client.identityPageOf({ redirect: '/ja/' });
    const response = await client.postForm('/idp/authorize/password', {
      request,
      intent: 'login',
      email: 'nobody@marketplace.test',
      password: 'wrong-password',
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain(IDENTITY_PAGE_WORDS.ja.wrongCredentials);
  });

  it("answers a broken link in the browser's language when the site speaks it, else in English", async () => {
    const broken = (acceptLanguage: string) =>
      t.app.inject({ method: 'GET', url: '/idp/authorize?request=forged', headers: { 'accept-language': acceptLanguage } });
    expect((await broken('de-CH,de;q=0.9')).body).toContain(IDENTITY_PAGE_WORDS.de.expiredRequest);
    expect((await broken('sv-SE, <script>')).body).toContain(IDENTITY_PAGE_WORDS.en.expiredRequest);
  });
});

describe('after a sign-up, "check your inbox"', () => {
  it('shows the address instead of the form, with resend and another address, and no password field anywhere', async () => {
    const { request, response } = await signUp('inbox@marketplace.test');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Check your inbox</h1>');
    expect(response.body).toContain('<span class="address">inbox@marketplace.test</span>');
    expect(response.body).not.toContain('type="password"');
    expect(response.body).not.toContain('action="/idp/authorize/password"');
    expect(response.body).toContain('action="/idp/authorize/resend"');
    expect(response.body).toContain(`href="/idp/authorize?request=${encodeURIComponent(request)}&amp;mode=signup">Use another address</a>`);
  });

  it('escapes the address it shows', async () => {
    const request = await client.identityPageOf({ authPath: 'signup', redirect: '/' });
    const response = await client.postForm('/idp/authorize/resend', { request, email: '"><b>x</b>@marketplace.test' });
    expect(response.body).not.toContain('<b>x</b>');
  });

  it('sends a new confirmation link on "Resend", saying so', async () => {
    const { request } = await signUp('resend@marketplace.test');
    const [account] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'resend@marketplace.test'));
    const mailsBefore = await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, account!.id));

    const response = await client.postForm('/idp/authorize/resend', { request, email: 'resend@marketplace.test' }, '10.0.0.7');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(IDENTITY_PAGE_WORDS.en.resent);
    expect(response.body).toContain('<span class="address">resend@marketplace.test</span>');
    const mailsAfter = await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, account!.id));
    expect(mailsAfter.filter((mail) => mail.template === 'confirm-sign-up')).toHaveLength(mailsBefore.length + 1);
  });

  it('answers "Resend" for an address without an account as for any other, sending nothing', async () => {
    const request = await client.identityPageOf({ authPath: 'signup', redirect: '/' });
    const response = await client.postForm('/idp/authorize/resend', { request, email: 'never-signed-up@marketplace.test' }, '10.0.0.8');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(IDENTITY_PAGE_WORDS.en.resent);
  });

  it('limits "Resend" per address as the sign-in limits guesses, answering 429 with when to come back', async () => {
    const { request } = await signUp('flood@marketplace.test');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_ATTEMPTS.perAccount.maxFailures; attempt++) {
      statuses.push((await client.postForm('/idp/authorize/resend', { request, email: 'flood@marketplace.test' }, `10.0.1.${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([...Array(SIGN_IN_ATTEMPTS.perAccount.maxFailures).fill(200), 429]);
    const refused = await client.postForm('/idp/authorize/resend', { request, email: 'flood@marketplace.test' }, '10.0.2.1');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain(IDENTITY_PAGE_WORDS.en.tooManyResends);
  });

  it('gives an empty sign-up form back on "Use another address"', async () => {
    const { request } = await signUp('another@marketplace.test');
    const response = await pageOf(request, 'signup');
    expect(response.body).toContain('<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="">');
  });
});

describe("the identity page's policy", () => {
  it('lets its own stylesheet alone apply, by hash: no inline script or style may be added', async () => {
    const request = await client.identityPageOf({ redirect: '/' });
    const response = await pageOf(request);
    const policy = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(IDENTITY_PAGE_STYLE).digest('base64');
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("default-src 'none'");
    expect(response.body).toContain(`<style>${IDENTITY_PAGE_STYLE}</style>`);
  });
});

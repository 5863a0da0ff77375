import { SEED_ADMIN_USER, SEED_DEMO_USER } from '../seed/seed-accounts.js';
import { readIdentityProviderConfig } from '../idp/identity-provider-config.js';
import { signInClient } from '../testing/sign-in-client.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let withSwitch: TestApp;
let production: TestApp;

beforeAll(async () => {
  withSwitch = await openTestApp();
  production = await openTestApp({ identityProviders: readIdentityProviderConfig({}) });
});

afterAll(async () => {
  await withSwitch.close();
  await production.close();
});

async function standInSignIn(t: TestApp, provider: 'google' | 'apple', email: string) {
  const client = signInClient(t);
  return client.postForm('/idp/authorize/provider', { request: await client.identityPageOf(), provider, email });
}

describe('finding 2: the Google and Apple stand-ins never sign anyone in by e-mail alone', () => {
  it.each([
    ['google', SEED_ADMIN_USER.email],
    ['apple', SEED_ADMIN_USER.email],
    ['google', SEED_DEMO_USER.email],
  ] as const)('with the development switch on, the %s stand-in refuses %s, an account that has a password', async (provider, email) => {
    const response = await standInSignIn(withSwitch, provider, email);

    expect(response.statusCode).toBe(403);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('This account signs in with its password.');
  });

  it('with the switch on, a stand-in still signs in an account that has no password (offline development)', async () => {
    const response = await standInSignIn(withSwitch, 'google', `standin-${Date.now()}@marketplace.test`);

    expect(response.statusCode).toBe(303);
    expect(new URL(String(response.headers.location)).searchParams.get('code')).toBeTruthy();
  });

  it('without the switch (a production configuration reads it as off) the stand-ins sign nobody in, not even a new address', async () => {
    for (const email of [SEED_ADMIN_USER.email, `nobody-${Date.now()}@marketplace.test`]) {
      const response = await standInSignIn(production, 'google', email);
      expect(response.statusCode).toBe(403);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('without the switch the identity page does not offer them', async () => {
    const client = signInClient(production);
    const page = await production.app.inject({ method: 'GET', url: `/idp/authorize?request=${encodeURIComponent(await client.identityPageOf())}` });

    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('/idp/authorize/provider');
  });

  it('a configured real provider is not signed in by e-mail either: the reference API answers 501 until OpenID Connect is implemented', async () => {
    const configured = await openTestApp({
      identityProviders: readIdentityProviderConfig({
        GOOGLE_OIDC_ISSUER: 'https://accounts.google.com',
        GOOGLE_OIDC_CLIENT_ID: 'marketplace-client',
        GOOGLE_OIDC_REDIRECT_URI: 'https://api.marketplace.example/idp/callback/google',
      }),
    });
    try {
      const response = await standInSignIn(configured, 'google', `someone-${Date.now()}@marketplace.test`);
      expect(response.statusCode).toBe(501);
      expect(response.headers.location).toBeUndefined();
    } finally {
      await configured.close();
    }
  });

  it('the switch is explicit: only "on" turns it on, a typo stops the start, a half-configured provider too', () => {
    expect(readIdentityProviderConfig({}).localStandIns).toBe(false);
    expect(readIdentityProviderConfig({ IDP_LOCAL_STANDINS: 'on' }).localStandIns).toBe(true);
    expect(() => readIdentityProviderConfig({ IDP_LOCAL_STANDINS: 'yes' })).toThrow('IDP_LOCAL_STANDINS must be "on" or "off"');
    expect(() => readIdentityProviderConfig({ APPLE_OIDC_ISSUER: 'https://appleid.apple.com' })).toThrow(
      'APPLE sign-in is half configured: set APPLE_OIDC_CLIENT_ID, APPLE_OIDC_REDIRECT_URI too',
    );
  });
});

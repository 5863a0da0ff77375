import { SEED_DEMO_USER } from '../seed/seed-accounts.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

/** What the browser does on the identity page: posts the password form and is sent to `/loading?code=`. */
async function signInOnIdentityPage(identityPageUrl: string): Promise<string> {
  const request = new URL(identityPageUrl).searchParams.get('request') ?? '';
  const form = new URLSearchParams({ request, intent: 'login', email: SEED_DEMO_USER.email, password: SEED_DEMO_USER.password });
  const response = await fetch(new URL('/idp/authorize/password', identityPageUrl), { method: 'POST', body: form, redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '').searchParams.get('code') ?? '';
}

describe('oauth api against the server', () => {
  it('signs in end to end: identity page URL, one-time code, bearer token of the user', async () => {
    const { api, setToken, origin, t } = contract();
    setToken(null);

    const pageUrl = await api.oauth.signInUrl({ authPath: 'login', redirect: '/user-portal/offers' });
    const code = await signInOnIdentityPage(pageUrl);
    const session = await api.oauth.exchangeCode(code);
    setToken(session.token);

    expect(new URL(pageUrl).origin).toBe(origin);
    expect(new URL(pageUrl).pathname).toBe('/idp/authorize');
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
    await expect(api.users.self()).resolves.toMatchObject({ id: t.demo.id });
  });

  it('resumes the session after a reload from the httpOnly cookie, and ends it on logout', async () => {
    const { api, setToken } = contract();
    setToken(null);
    const session = await api.oauth.exchangeCode(await signInOnIdentityPage(await api.oauth.signInUrl({ redirect: '/' })));

    const resumed = await api.oauth.resumeSession();
    setToken(resumed?.token ?? null);
    await api.oauth.endSession();

    expect(resumed).toEqual(session);
    await expect(api.oauth.resumeSession()).resolves.toBeNull();
    await expect(api.users.self()).rejects.toMatchObject({ status: 401 });
  });

  it('answers no session to a visitor, without reporting an expired one', async () => {
    const { api, setToken, events } = contract();
    setToken(null);

    await expect(api.oauth.resumeSession()).resolves.toBeNull();
    expect(events).toEqual([]);
  });

  it('refuses a code the second time', async () => {
    const { api, setToken } = contract();
    setToken(null);
    const code = await signInOnIdentityPage(await api.oauth.signInUrl({ redirect: '/' }));
    await api.oauth.exchangeCode(code);

    const again = api.oauth.exchangeCode(code);

    await expect(again).rejects.toMatchObject({ status: 400, answerMessage: 'Invalid or expired code' });
  });

  it('starts a rescue sign-in whose session may read the rescue key', async () => {
    const { api, setToken, humanityToken } = contract();
    setToken(null);

    const code = await signInOnIdentityPage(await api.oauth.rescueSignInUrl({ authPath: 'login', redirect: '/rescue' }));
    setToken((await api.oauth.exchangeCode(code)).token);

    await expect(api.wallet.rescueKey(await humanityToken('rescue'))).resolves.toEqual(expect.any(String));
  });

  it('refuses a redirect that leaves the site', async () => {
    const { api } = contract();

    const start = api.oauth.signInUrl({ redirect: '//evil.example/x' });

    await expect(start).rejects.toMatchObject({ status: 400, answerMessage: 'body.redirect: Must be a path on this site starting with /' });
  });
});

/**
 * The seeded demo user of the reference API (`SEED_DEMO_USER` in api/src/seed/seed-accounts.ts). Its password
 * is public on purpose: it exists only in local and test databases.
 */
export const DEMO_USER = { email: 'demo@marketplace.test', password: 'demo-password-1' };

/**
 * Signs the demo user in through the real OAuth flow of the API at `origin`, as the browser does:
 * start the sign-in, post the identity page's password form, follow the 303 to `/loading?code=` only
 * as far as reading the code, then exchange the code for the bearer token.
 * Resolves with the token and the user's id.
 */
export async function signInDemo(origin) {
  const start = await expectOk(await postJson(`${origin}/oauth/authentications`, { authPath: 'login', redirect: '/' }), 'POST /oauth/authentications');
  const identityPage = new URL(start.payload);

  const form = new URLSearchParams({ request: identityPage.searchParams.get('request') ?? '', intent: 'login', ...DEMO_USER });
  const signedIn = await fetch(new URL('/idp/authorize/password', origin), { method: 'POST', body: form, redirect: 'manual' });
  const code = signedIn.status === 303 ? new URL(signedIn.headers.get('location') ?? '').searchParams.get('code') : null;
  if (!code) throw new Error(`The identity page did not sign the demo user in (status ${signedIn.status})`);

  const session = await expectOk(await postJson(`${origin}/oauth/token`, { code }), 'POST /oauth/token');
  const token = session.payload.token;
  const selfAnswer = await fetch(`${origin}/api/users/self`, { headers: { Authorization: `Bearer ${token}` } });
  const self = await expectOk(selfAnswer, 'GET /api/users/self');
  return { token, userId: self.payload.id };
}

function postJson(url, body) {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

async function expectOk(response, request) {
  if (!response.ok) throw new Error(`${request} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

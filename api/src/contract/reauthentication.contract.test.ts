import { ACCOUNT_CLOSING_REFUSALS, REAUTHENTICATION_PROOF_PARAMETER, REAUTHENTICATION_REFUSALS } from '@marketplace/contracts/wire';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

/** What the browser does on "Confirm it's you": the Google stand-in's form, and the proof of the redirect back. */
async function confirmOnIdentityPage(pageUrl: string, email: string): Promise<string> {
  const request = new URL(pageUrl).searchParams.get('request') ?? '';
  const form = new URLSearchParams({ request, provider: 'google', email });
  const response = await fetch(new URL('/idp/reauthenticate/provider', pageUrl), { method: 'POST', body: form, redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '').searchParams.get(REAUTHENTICATION_PROOF_PARAMETER) ?? '';
}

describe('reauthentication api against the server', () => {
  it('re-authenticates a Google-only session end to end, which then closes its account without a password', async () => {
    const { api, setToken, origin, t } = contract();
    const email = `contract-google-${Date.now()}@marketplace.test`;
    setToken((await t.createUser({ email, identityProviders: { password: false, google: true, apple: false } })).token);

    await expect(api.accountClosing.request({})).rejects.toMatchObject({ status: 412, answerMessage: ACCOUNT_CLOSING_REFUSALS.reauthenticationRequired });
    const pageUrl = await api.reauthentication.start({ redirect: '/user-portal/account' });
    expect(new URL(pageUrl).origin).toBe(origin);

    await expect(api.reauthentication.redeem(await confirmOnIdentityPage(pageUrl, email))).resolves.toEqual({ valid: true });
    await expect(api.accountClosing.request({})).resolves.toMatchObject({ closesAt: expect.any(String) });
  });

  it('gives the 412 of an account with a password as an error the page can read', async () => {
    const { api, setToken, t } = contract();
    setToken((await t.createUser({ identityProviders: { password: true, google: false, apple: false } })).token);

    await expect(api.reauthentication.start({ redirect: '/' })).rejects.toMatchObject({
      status: 412,
      answerMessage: REAUTHENTICATION_REFUSALS.passwordAccount,
    });
  });
});

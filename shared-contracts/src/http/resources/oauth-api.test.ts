import { createOauthApi } from './oauth-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

const IDENTITY_PAGE = 'https://id.market.test/idp/authorize?request=abc&mode=login';

describe('oauth api', () => {
  it.each([
    ['signInUrl', '/oauth/authentications'],
    ['rescueSignInUrl', '/oauth/rescue/authentications'],
  ] as const)('%s posts authPath, redirect and referral to the identity service and gives the URL to go to', async (name, path) => {
    const { transport, calls } = fakeApi(() => envelope(IDENTITY_PAGE));
    const request = { authPath: 'signup', redirect: '/user-portal/dashboard', referral: 'demo' } as const;

    const url = await createOauthApi(transport)[name](request);

    expect(url).toBe(IDENTITY_PAGE);
    expect(calls[0]).toMatchObject({ method: 'POST', url: `https://id.market.test${path}`, body: request });
  });

  it('rejects an answer that is not a URL', async () => {
    const { transport } = fakeApi(() => envelope('not a url'));

    await expect(createOauthApi(transport).signInUrl({ redirect: '/' })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('exchanges the one-time code for the bearer token', async () => {
    const session = { token: 'jwt.token.value', expiresAt: '2025-05-01T11:00:00.000Z' };
    const { transport, calls } = fakeApi(() => envelope(session), null);

    const exchanged = await createOauthApi(transport).exchangeCode('c'.repeat(43));

    expect(exchanged).toEqual(session);
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://id.market.test/oauth/token', body: { code: 'c'.repeat(43) } });
  });

  it('rejects a used or expired code', async () => {
    const { transport } = fakeApi(() => failure(400, 'Invalid or expired code'), null);

    await expect(createOauthApi(transport).exchangeCode('c'.repeat(43))).rejects.toMatchObject({ status: 400, answerMessage: 'Invalid or expired code' });
  });
});

/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import { ApiError } from '../../wire/api/api-error';
import { isHumanityFailure } from './humanity-refusal';
import { createHumanityTokens } from './humanity-tokens';
import { installFakeHumanityProvider } from '../../testing/humanity/fake-humanity-provider';
import { withHumanityToken } from './with-humanity-token';

const refusal = () => new ApiError('POST /api/support/tickets', 403, 'Forbidden', { body: { status: 403, message: 'Humanity check failed', payload: null } });
const tokensOf = () => createHumanityTokens({ scriptUrl: 'http://humanity.test/api.js', siteKey: 'test-site-key' });

let provider: ReturnType<typeof installFakeHumanityProvider>;
beforeEach(() => {
  provider = installFakeHumanityProvider();
});
afterEach(() => provider.remove());

describe('withHumanityToken', () => {
  it('runs the call with a token obtained for the named action', async () => {
    const call = jest.fn(async (token: string) => `filed with ${token}`);

    await expect(withHumanityToken(tokensOf(), 'support_ticket', call)).resolves.toBe('filed with humanity-token-1');
    expect(provider.actions).toEqual(['support_ticket']);
  });

  it('drops a token the server refuses (a saved one expired) and retries once with a new one', async () => {
    window.localStorage.setItem('reCaptchaToken', 'expired-token');
    const call = jest.fn().mockRejectedValueOnce(refusal()).mockResolvedValueOnce('filed');

    await expect(withHumanityToken(tokensOf(), 'influencer_application', call)).resolves.toBe('filed');
    expect(call.mock.calls).toEqual([['expired-token'], ['humanity-token-1']]);
    expect(window.localStorage.getItem('reCaptchaToken')).toBe('humanity-token-1');
  });

  it('gives up after a second refusal, and does not retry other failures', async () => {
    const refused = jest.fn().mockRejectedValue(refusal());
    await expect(withHumanityToken(tokensOf(), 'support_ticket', refused)).rejects.toMatchObject({ status: 403 });
    expect(refused).toHaveBeenCalledTimes(2);

    const other = jest.fn().mockRejectedValue(new ApiError('POST /api/support/tickets', 403, 'Forbidden', { body: { message: 'Rescue sign-in required' } }));
    await expect(withHumanityToken(tokensOf(), 'support_ticket', other)).rejects.toMatchObject({ status: 403 });
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('never makes the call when no token can be obtained', async () => {
    provider.failing = true;
    const call = jest.fn();

    const failure = await withHumanityToken(tokensOf(), 'support_ticket', call).catch((error: unknown) => error);

    expect(call).not.toHaveBeenCalled();
    expect(isHumanityFailure(failure)).toBe(true);
  });
});

describe('isHumanityFailure', () => {
  it('is the refusal of a token or a provider that gave none, not any other failure', () => {
    expect(isHumanityFailure(refusal())).toBe(true);
    expect(isHumanityFailure(new Error('reCaptcha failed'))).toBe(true);
    expect(isHumanityFailure(new ApiError('POST /x', 429, 'Too Many Requests'))).toBe(false);
    expect(isHumanityFailure(new ApiError('POST /x', 403, 'Forbidden', { body: { message: 'Rescue sign-in required' } }))).toBe(false);
    expect(isHumanityFailure(new Error('Network down'))).toBe(false);
  });
});

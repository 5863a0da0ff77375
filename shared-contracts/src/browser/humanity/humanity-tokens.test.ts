/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import { createHumanityTokens, HUMANITY_TOKEN_STORAGE_KEY, type HumanityProvider } from './humanity-tokens';

afterEach(() => {
  window.localStorage.clear();
  document.head.innerHTML = '';
  delete (window as Window & { grecaptcha?: HumanityProvider }).grecaptcha;
});

function fakeProvider(tokens: string[] = ['token-1', 'token-2']) {
  const execute = jest.fn(async () => tokens.shift() ?? 'token-n');
  const provider: HumanityProvider = { ready: (callback) => callback(), execute };
  return { provider, execute };
}

const options = { scriptUrl: 'http://127.0.0.1:4000/humanity/api.js', siteKey: 'marketplace-local' };

describe('humanity tokens', () => {
  it('asks the provider for a token for the named action, and keeps it under reCaptchaToken', async () => {
    const { provider, execute } = fakeProvider();
    const tokens = createHumanityTokens({ ...options, loadProvider: async () => provider });

    await expect(tokens.token('wallet')).resolves.toBe('token-1');

    expect(execute).toHaveBeenCalledWith('marketplace-local', { action: 'wallet' });
    expect(window.localStorage.getItem(HUMANITY_TOKEN_STORAGE_KEY)).toBe('token-1');
  });

  it('reuses the saved token without loading the script', async () => {
    window.localStorage.setItem(HUMANITY_TOKEN_STORAGE_KEY, 'saved-token');
    const loadProvider = jest.fn();
    const tokens = createHumanityTokens({ ...options, loadProvider });

    await expect(tokens.token('rescue')).resolves.toBe('saved-token');
    expect(loadProvider).not.toHaveBeenCalled();
  });

  it('asks afresh once a refused token is discarded, loading the script only once', async () => {
    const { provider } = fakeProvider();
    const loadProvider = jest.fn(async () => provider);
    const tokens = createHumanityTokens({ ...options, loadProvider });

    await tokens.token('wallet');
    tokens.discard();

    await expect(tokens.token('wallet')).resolves.toBe('token-2');
    expect(loadProvider).toHaveBeenCalledTimes(1);
  });

  it("logs a failed script load as 'reCaptcha failed' and propagates it, then tries again next time", async () => {
    const logError = jest.fn();
    const loadProvider = jest.fn().mockRejectedValueOnce(new Error('net::ERR_CONNECTION_REFUSED')).mockResolvedValueOnce(fakeProvider().provider);
    const tokens = createHumanityTokens({ ...options, loadProvider, logError });

    await expect(tokens.token('wallet')).rejects.toThrow('reCaptcha failed');
    expect(logError).toHaveBeenCalledWith('reCaptcha failed', expect.any(Error));
    await expect(tokens.token('wallet')).resolves.toBe('token-1');
  });

  it("reports a provider that gives no token as 'reCaptcha failed', and saves nothing", async () => {
    const logError = jest.fn();
    const provider: HumanityProvider = { ready: (callback) => callback(), execute: jest.fn().mockRejectedValue(new Error('503')) };
    const tokens = createHumanityTokens({ ...options, loadProvider: async () => provider, logError });

    await expect(tokens.token('support_ticket')).rejects.toThrow('reCaptcha failed');
    expect(logError).toHaveBeenCalledWith('reCaptcha failed', expect.any(Error));
    expect(window.localStorage.getItem(HUMANITY_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('loads the provider script into the page and uses what it installs', async () => {
    const tokens = createHumanityTokens(options);

    const pending = tokens.token('wallet');
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${options.scriptUrl}"]`);
    expect(script).not.toBeNull();
    (window as Window & { grecaptcha?: HumanityProvider }).grecaptcha = fakeProvider(['from-script']).provider;
    script!.dispatchEvent(new Event('load'));

    await expect(pending).resolves.toBe('from-script');
  });

  it('fails with the spec text when the script cannot be loaded', async () => {
    const tokens = createHumanityTokens(options);

    const pending = tokens.token('wallet');
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));

    await expect(pending).rejects.toThrow('reCaptcha failed');
  });

  it('fails with the spec text when the script installs no provider', async () => {
    const tokens = createHumanityTokens(options);

    const pending = tokens.token('wallet');
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));

    await expect(pending).rejects.toThrow('reCaptcha failed');
  });

  it('uses a provider already on the page without loading the script again', async () => {
    (window as Window & { grecaptcha?: HumanityProvider }).grecaptcha = fakeProvider(['present']).provider;

    await expect(createHumanityTokens(options).token('wallet')).resolves.toBe('present');
    expect(document.head.querySelector('script')).toBeNull();
  });
});

import vm from 'node:vm';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

describe('GET /humanity/api.js', () => {
  it('serves a script that defines window.humanity and window.grecaptcha with ready and execute', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/humanity/api.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    const window: Record<string, { ready?: unknown; execute?: unknown }> = {};
    vm.runInNewContext(response.body, { window, document: { currentScript: { src: 'http://api.test/humanity/api.js' } }, URL, Promise });
    expect(typeof window.humanity?.ready).toBe('function');
    expect(typeof window.humanity?.execute).toBe('function');
    expect(window.grecaptcha).toBe(window.humanity);
  });

  it('gets a token from the API the script came from when execute is called', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/humanity/api.js' });
    const window: Record<string, { execute(siteKey: string, options: { action: string }): Promise<string> }> = {};
    const calls: Array<[string, { body: string }]> = [];
    const fetch = async (url: string, init: { body: string }) => {
      calls.push([url, init]);
      const answer = await t.app.inject({ method: 'POST', url: new URL(url).pathname, payload: JSON.parse(init.body) });
      return { ok: answer.statusCode === 200, status: answer.statusCode, json: async () => answer.json() };
    };
    vm.runInNewContext(response.body, { window, fetch, document: { currentScript: { src: 'http://api.test/humanity/api.js' } }, URL, Promise, JSON });

    const token = await window.humanity!.execute('marketplace-local', { action: 'wallet' });

    expect(calls[0]?.[0]).toBe('http://api.test/humanity/tokens');
    expect(token.split('.')).toHaveLength(3);
  });
});

describe('POST /humanity/tokens', () => {
  it('issues a token for the configured site key', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/humanity/tokens', payload: { siteKey: 'marketplace-local', action: 'rescue' } });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload.token).toEqual(expect.any(String));
  });

  it('refuses an unknown site key', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/humanity/tokens', payload: { siteKey: 'someone-else', action: 'rescue' } });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body.siteKey: Unknown site key');
  });

  it('refuses an action with characters reCAPTCHA does not allow', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/humanity/tokens', payload: { siteKey: 'marketplace-local', action: 'a b' } });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.action: /);
  });
});

import { readConfig } from '../config.js';
import { signInClient } from '../testing/sign-in-client.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ publicOrigin: 'https://api.marketplace.example' });
});

afterAll(() => t.close());

describe('finding 11: the authorize URL comes from configuration, never from the Host header', () => {
  it.each(['/oauth/authentications', '/oauth/rescue/authentications'])('%s answers the configured origin whatever Host the request names', async (path) => {
    const response = await signInClient(t).startSignIn({ redirect: '/' }, path, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });

    expect(response.statusCode).toBe(200);
    expect(new URL(response.json().payload).origin).toBe('https://api.marketplace.example');
  });

  it('without PUBLIC_ORIGIN the origin is the configured listening address, not a request header', () => {
    expect(readConfig({ HOST: '127.0.0.1', PORT: '4100', SMTP_URL: 'smtp://mail.example:587' }).publicOrigin).toBe('http://127.0.0.1:4100');
    expect(() => readConfig({ HOST: '0.0.0.0' })).toThrow('PUBLIC_ORIGIN must be set when HOST is 0.0.0.0');
  });
});

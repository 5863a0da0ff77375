import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

describe('finding 10: every answer of the API says nosniff', () => {
  it.each([
    ['an answer', '/api/merchants'],
    ['an error', '/api/users/self'],
    ['an unknown route', '/no/such/route'],
    ['a refused input', '/api/users/%00'],
    ['the identity page', '/idp/authorize?request=x'],
    ['a script', '/humanity/api.js'],
  ])('%s (%s)', async (_what, url) => {
    const response = await t.app.inject({ method: 'GET', url });

    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

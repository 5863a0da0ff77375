import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

const getSecret = (token: string | null) => send(t, 'GET', '/api/users/self/wrapping-secret', token);

describe('GET /api/users/self/wrapping-secret', () => {
  it('gives a Google session a high-entropy secret, the same one every time', async () => {
    const user = await t.createUser();
    const token = await t.tokenFor(user.id, { method: 'google' });

    const first = await getSecret(token);
    const second = await getSecret(token);

    expect(first.statusCode).toBe(200);
    expect(first.json().payload).toEqual({ provider: 'google', secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(second.json().payload.secret).toBe(first.json().payload.secret);
  });

  it('keeps the Apple secret apart from the Google one, and each user apart from the others', async () => {
    const user = await t.createUser();
    const other = await t.createUser();

    const google = (await getSecret(await t.tokenFor(user.id, { method: 'google' }))).json().payload;
    const apple = (await getSecret(await t.tokenFor(user.id, { method: 'apple' }))).json().payload;
    const othersGoogle = (await getSecret(await t.tokenFor(other.id, { method: 'google' }))).json().payload;

    expect(apple.provider).toBe('apple');
    expect(new Set([google.secret, apple.secret, othersGoogle.secret]).size).toBe(3);
  });

  it('refuses a password session with 403', async () => {
    const user = await t.createUser();

    const response = await getSecret(user.token);

    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Sign-in with Google or Apple required');
  });

  it('answers 401 without a token and to an expired one', async () => {
    const user = await t.createUser();
    const expired = await t.expiredTokenFor(user.id, { method: 'google' });

    expect((await getSecret(null)).statusCode).toBe(401);
    expect((await getSecret(expired)).statusCode).toBe(401);
  });
});

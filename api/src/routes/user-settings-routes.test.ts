import { eq } from 'drizzle-orm';
import { PROFILE_BANNERS, PROFILE_PICTURES, USERNAME_CHANGE_INTERVAL_DAYS } from '@marketplace/contracts/wire';
import { users } from '../db/schema.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

async function self(token: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/users/self', headers: t.bearer(token) })).json().payload;
}

function put(path: string, token: string | null, payload: unknown) {
  return send(t, 'PUT', `/api/users/self/${path}`, token, payload);
}

const SETTINGS: Array<{ path: string; body: Record<string, unknown>; answer: unknown; field: string; stored: unknown; bad: Record<string, unknown> }> = [
  {
    path: 'antiphishing-code',
    body: { antiphishingCode: 'Blue Fox 42' },
    answer: 'Blue Fox 42',
    field: 'antiphishingCode',
    stored: 'Blue Fox 42',
    bad: { antiphishingCode: '<b>' },
  },
  {
    path: 'profile-picture',
    body: { profilePicture: 'avatar3' },
    answer: 'AVATAR3',
    field: 'profilePicture',
    stored: 'AVATAR3',
    bad: { profilePicture: '../etc' },
  },
  {
    path: 'profile-banner',
    body: { profileBanner: 'banner4' },
    answer: 'banner4',
    field: 'profileBanner',
    stored: 'banner4',
    bad: { profileBanner: 'sunset' },
  },
  { path: 'communications', body: { communications: true }, answer: true, field: 'communications', stored: true, bad: { communications: 'yes' } },
  { path: 'locale', body: { preferredLocale: 'ja' }, answer: 'ja', field: 'preferredLocale', stored: 'ja', bad: { preferredLocale: 'ru' } },
  { path: 'show-balance', body: { showBalance: false }, answer: false, field: 'showBalance', stored: false, bad: { showBalance: 0 } },
];

describe.each(SETTINGS)('PUT /api/users/self/$path', ({ path, body, answer, field, stored, bad }) => {
  it('changes the setting of the signed-in user and answers the new value', async () => {
    const user = await t.createUser();

    const response = await put(path, user.token, body);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'OK', payload: answer });
    expect((await self(user.token))[field]).toEqual(stored);
  });

  it('changes only that user, never another one', async () => {
    const user = await t.createUser();
    const bystander = await t.createUser();
    const before = (await self(bystander.token))[field];

    await put(path, user.token, body);

    expect((await self(bystander.token))[field]).toEqual(before);
  });

  it('refuses a wrong value with 400 naming the field, and keeps the old one', async () => {
    const user = await t.createUser();
    const before = (await self(user.token))[field];

    const response = await put(path, user.token, bad);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message: expect.stringMatching(new RegExp(`^body\\.${field}: `)), payload: null });
    expect((await self(user.token))[field]).toEqual(before);
  });

  it('refuses unknown fields beside the setting', async () => {
    const user = await t.createUser();

    const response = await put(path, user.token, { ...body, role: 'ADMIN' });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body: Unrecognized key/);
  });

  it('answers 401 without a token and to an expired one', async () => {
    const expired = await t.expiredTokenFor(t.demo.id);

    expect((await put(path, null, body)).statusCode).toBe(401);
    expect((await put(path, expired, body)).statusCode).toBe(401);
  });
});

describe('profile art: only the pictures and banners the site draws', () => {
  it.each(PROFILE_PICTURES)('accepts the picture %s', async (profilePicture) => {
    const user = await t.createUser();

    expect((await put('profile-picture', user.token, { profilePicture })).json().payload).toBe(profilePicture);
  });

  it.each([['DRAGON_3'], ['avatar99'], ['']])('refuses the picture %j, which has no art', async (profilePicture) => {
    const user = await t.createUser();

    const response = await put('profile-picture', user.token, { profilePicture });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.profilePicture: /);
  });

  it.each(PROFILE_BANNERS)('accepts the banner %s', async (profileBanner) => {
    const user = await t.createUser();

    expect((await put('profile-banner', user.token, { profileBanner })).json().payload).toBe(profileBanner);
  });

  it.each([['banner99'], ['BANNER1']])('refuses the banner %j, which has no art', async (profileBanner) => {
    const user = await t.createUser();

    expect((await put('profile-banner', user.token, { profileBanner })).statusCode).toBe(400);
  });
});

describe('PUT /api/users/self/username', () => {
  it('sets the display name, its lower-cased username and the tagline, and answers them with the time', async () => {
    const user = await t.createUser();

    const response = await put('username', user.token, { displayName: 'Night_Owl', tagline: 'Collector of rare things' });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({
      username: 'night_owl',
      displayName: 'Night_Owl',
      tagline: 'Collector of rare things',
      usernameUpdateTime: expect.stringMatching(/^\d{4}-/),
    });
    expect(await self(user.token)).toMatchObject({ username: 'night_owl', displayName: 'Night_Owl', tagline: 'Collector of rare things' });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/night_owl' })).json().payload.id).toBe(user.id);
  });

  it('refuses a name another user holds, whatever its case', async () => {
    const user = await t.createUser();

    const response = await put('username', user.token, { displayName: 'DEMO' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 409, message: 'Username taken', payload: null });
  });

  it('refuses a reserved name such as self', async () => {
    const user = await t.createUser();

    const response = await put('username', user.token, { displayName: 'self' });

    expect(response.statusCode).toBe(409);
  });

  it('lets a user keep their own name while changing the tagline', async () => {
    const user = await t.createUser();
    await put('username', user.token, { displayName: 'KeepMe' });

    const response = await put('username', user.token, { displayName: 'keepme', tagline: 'new words' });

    expect(response.statusCode).toBe(200);
  });

  it('lets the first name be chosen at once, then refuses another name until the interval has passed, naming when (429)', async () => {
    const user = await t.createUser();
    const first = await put('username', user.token, { displayName: 'FirstName' });
    expect(first.statusCode).toBe(200);
    const firstChange: string = first.json().payload.usernameUpdateTime;

    const again = await put('username', user.token, { displayName: 'SecondName', tagline: 'lost?' });

    const next = new Date(Date.parse(firstChange) + USERNAME_CHANGE_INTERVAL_DAYS * 86_400_000).toISOString();
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ status: 429, message: `Display name can change again after ${next}`, payload: null });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan((USERNAME_CHANGE_INTERVAL_DAYS - 1) * 86_400);
    expect(await self(user.token)).toMatchObject({ username: 'firstname', displayName: 'FirstName', tagline: null, usernameUpdateTime: firstChange });
  });

  it('lets the tagline (and the case of the same name) change at any time, keeping the time of the last name change', async () => {
    const user = await t.createUser();
    const firstChange: string = (await put('username', user.token, { displayName: 'Steady' })).json().payload.usernameUpdateTime;

    const response = await put('username', user.token, { displayName: 'STEADY', tagline: 'still me' });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ username: 'steady', displayName: 'STEADY', tagline: 'still me', usernameUpdateTime: firstChange });
    expect(await self(user.token)).toMatchObject({ displayName: 'STEADY', tagline: 'still me', usernameUpdateTime: firstChange });
  });

  it('lets the name change again once the interval has passed since the last change', async () => {
    const user = await t.createUser();
    await put('username', user.token, { displayName: 'OldName' });
    const longAgo = new Date(Date.now() - (USERNAME_CHANGE_INTERVAL_DAYS * 86_400_000 + 60_000));
    await t.db.update(users).set({ usernameUpdateTime: longAgo }).where(eq(users.id, user.id));

    const response = await put('username', user.token, { displayName: 'NewName' });

    expect(response.statusCode).toBe(200);
    expect(Date.parse(response.json().payload.usernameUpdateTime)).toBeGreaterThan(longAgo.getTime());
    expect(await self(user.token)).toMatchObject({ username: 'newname', displayName: 'NewName' });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/oldname' })).statusCode).toBe(404);
  });

  it.each([['ab'], ['has space'], ['x'.repeat(21)], ['<script>']])('refuses the name %s', async (displayName) => {
    const user = await t.createUser();

    const response = await put('username', user.token, { displayName });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.displayName: /);
  });

  it('refuses a tagline over 80 characters', async () => {
    const user = await t.createUser();

    const response = await put('username', user.token, { displayName: 'Taggy', tagline: 't'.repeat(81) });

    expect(response.json().message).toMatch(/^body\.tagline: /);
  });

  it('answers 401 without a token and to an expired one', async () => {
    const expired = await t.expiredTokenFor(t.demo.id);

    expect((await put('username', null, { displayName: 'Nobody1' })).statusCode).toBe(401);
    expect((await put('username', expired, { displayName: 'Nobody1' })).statusCode).toBe(401);
  });
});

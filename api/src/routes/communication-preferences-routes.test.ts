import { eq } from 'drizzle-orm';
import { RESUBSCRIBE_WINDOW_MS } from '@marketplace/contracts/wire';
import { emailKeys, users } from '../db/schema.js';
import { issueEmailKey } from '../email-keys/email-keys.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

const PREFERENCES = '/api/users/self/communication-preferences';
const KEY_NOT_FOUND = { status: 404, message: 'Key not found', payload: null };
const unsubscribe = (key: string) => send(t, 'POST', '/api/keys/unsubscribe-communications', null, { key });
const resubscribe = (payload: unknown) => send(t, 'POST', '/api/keys/resubscribe-communications', null, payload);

async function userRow(userId: string) {
  const [user] = await t.db.select().from(users).where(eq(users.id, userId));
  return user!;
}

describe('GET and PUT /api/users/self/communication-preferences', () => {
  it('answers the master switch and every category: offers and product news on until chosen, marketing off until chosen', async () => {
    const user = await t.createUser({ communications: true });

    const response = await send(t, 'GET', PREFERENCES, user.token);

    expect(response.json().payload).toEqual({ communications: true, categories: { offers: true, productNews: true, marketing: false } });
  });

  it('has offers and sales mails on for a new account, marketing opt-in (the column default of migration 0018)', async () => {
    const user = await t.createUser();

    const response = await send(t, 'GET', PREFERENCES, user.token);

    expect(response.json().payload).toEqual({ communications: true, categories: { offers: true, productNews: true, marketing: false } });
  });

  it('stores the categories, leaving the master switch as it is', async () => {
    const user = await t.createUser({ communications: true });
    const categories = { offers: true, productNews: false, marketing: false };

    const saved = await send(t, 'PUT', PREFERENCES, user.token, { categories });

    expect(saved.statusCode).toBe(200);
    expect(saved.json().payload).toEqual({ communications: true, categories });
    expect(await userRow(user.id)).toMatchObject({ communications: true, communicationPreferences: categories });
    expect((await send(t, 'GET', PREFERENCES, user.token)).json().payload.categories).toEqual(categories);
  });

  it.each([
    ['a category missing', { categories: { offers: true, productNews: true } }, 'body.categories.marketing'],
    ['an unknown category', { categories: { offers: true, productNews: true, marketing: true, security: false } }, 'body.categories'],
    ['a value not a boolean', { categories: { offers: 'yes', productNews: true, marketing: true } }, 'body.categories.offers'],
  ])('refuses %s with a 400 naming the field', async (_case, body, field) => {
    const user = await t.createUser();

    const response = await send(t, 'PUT', PREFERENCES, user.token, body);

    expect(response.statusCode).toBe(400);
    expect(response.json().message.startsWith(field)).toBe(true);
    expect((await userRow(user.id)).communicationPreferences).toEqual({});
  });

  it('refuses a visitor with 401', async () => {
    expect((await send(t, 'GET', PREFERENCES, null)).statusCode).toBe(401);
    expect((await send(t, 'PUT', PREFERENCES, null, { categories: { offers: true, productNews: true, marketing: true } })).statusCode).toBe(401);
  });
});

describe('POST /api/keys/resubscribe-communications', () => {
  it('undoes a one-click unsubscribe with the same key, without a bearer token', async () => {
    const user = await t.createUser({ communications: true });
    const { key } = await issueEmailKey(t.db, user.id, 'UNSUBSCRIBE_COMMUNICATIONS');
    await unsubscribe(key);

    const response = await resubscribe({ key });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ communications: true, category: null });
    expect((await userRow(user.id)).communications).toBe(true);
  });

  it('refuses a key nobody followed: an old mail cannot subscribe anyone again', async () => {
    const user = await t.createUser({ communications: false });
    const { key } = await issueEmailKey(t.db, user.id, 'UNSUBSCRIBE_COMMUNICATIONS');

    expect((await resubscribe({ key })).json()).toEqual(KEY_NOT_FOUND);
    expect((await userRow(user.id)).communications).toBe(false);
  });

  it('refuses once the undo window after the unsubscribe has passed', async () => {
    const user = await t.createUser({ communications: true });
    const { key } = await issueEmailKey(t.db, user.id, 'UNSUBSCRIBE_COMMUNICATIONS');
    await unsubscribe(key);
    await t.db
      .update(emailKeys)
      .set({ usedAt: new Date(Date.now() - RESUBSCRIBE_WINDOW_MS - 1000) })
      .where(eq(emailKeys.userId, user.id));

    expect((await resubscribe({ key })).statusCode).toBe(404);
    expect((await userRow(user.id)).communications).toBe(false);
  });

  it('refuses a verification key even just used, and an unknown key', async () => {
    const user = await t.createUser({ communications: false });
    const { key } = await issueEmailKey(t.db, user.id, 'VERIFY_EMAIL');
    await send(t, 'POST', '/api/keys/verify-email', null, { key });

    expect((await resubscribe({ key })).statusCode).toBe(404);
    expect((await resubscribe({ key: 'k'.repeat(43) })).statusCode).toBe(404);
    expect((await userRow(user.id)).communications).toBe(false);
  });

  it('changes nothing but the master switch: the categories stay as chosen', async () => {
    const categories = { offers: false, productNews: true, marketing: false };
    const user = await t.createUser({ communications: true, communicationPreferences: categories });
    const { key } = await issueEmailKey(t.db, user.id, 'UNSUBSCRIBE_COMMUNICATIONS');
    await unsubscribe(key);

    await resubscribe({ key });

    expect(await userRow(user.id)).toMatchObject({ communications: true, communicationPreferences: categories });
  });

  it.each([{}, { key: 'short' }, { key: 'k'.repeat(43), extra: 1 }])('refuses the malformed body %j with 400', async (body) => {
    expect((await resubscribe(body)).statusCode).toBe(400);
  });
});

import { desc } from 'drizzle-orm';
import { pageViews } from '../db/schema.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { PAGE_VIEWS_PER_MINUTE } from './analytics-routes.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

const VIEW = { path: '/store/diamond-dreams', locale: 'ja', visitorId: '0b6f3a57-6c1d-4b8e-9a52-3e8f2b1c7d40' };

const send = (payload: unknown, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'POST', url: '/api/analytics/page-views', payload: payload as object, ...options });

async function lastView() {
  const [row] = await t.db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(1);
  return row;
}

describe('POST /api/analytics/page-views', () => {
  it('counts the view of a visitor: path, locale and visitor id, nothing else', async () => {
    const response = await send(VIEW);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'OK', payload: null });
    const row = await lastView();
    expect(row).toMatchObject(VIEW);
    expect(Object.keys(row ?? {}).sort()).toEqual(['createdAt', 'id', 'locale', 'path', 'visitorId']);
  });

  it('stores no trace of the signed-in user who sent it', async () => {
    await send({ ...VIEW, path: '/user-portal/collection' }, { headers: t.bearer(t.demo.token) });

    const row = await lastView();
    expect(row?.path).toBe('/user-portal/collection');
    expect(JSON.stringify(row)).not.toContain(t.demo.id);
  });

  it.each([
    ['a query', 'body.path', { ...VIEW, path: '/communications?unsubscribe=KEY' }],
    ['a hash', 'body.path', { ...VIEW, path: '/legal/cookie-policy#analytics' }],
    ['a path not from the site', 'body.path', { ...VIEW, path: 'https://elsewhere.test/' }],
    ['a locale the site has not', 'body.locale', { ...VIEW, locale: 'xx' }],
    ['a visitor id that is no random id', 'body.visitorId', { ...VIEW, visitorId: 'demo@marketplace.test' }],
    ['an extra field', 'body', { ...VIEW, userId: 'someone' }],
  ])('refuses a view with %s (400 naming %s) and stores nothing', async (_case, field, payload) => {
    const before = await lastView();

    const response = await send(payload, { remoteAddress: '203.0.113.9' });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
    expect((await lastView())?.id).toBe(before?.id);
  });

  it(`answers 429 after ${PAGE_VIEWS_PER_MINUTE} views a minute from one client, and not to another`, async () => {
    const answers = [];
    for (let sent = 0; sent < PAGE_VIEWS_PER_MINUTE + 2; sent += 1) answers.push((await send(VIEW, { remoteAddress: '198.51.100.40' })).statusCode);

    expect(answers.filter((status) => status === 200)).toHaveLength(PAGE_VIEWS_PER_MINUTE);
    expect(answers.slice(-2)).toEqual([429, 429]);
    expect((await send(VIEW, { remoteAddress: '198.51.100.41' })).statusCode).toBe(200);
  });
});

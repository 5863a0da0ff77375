import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { RegisteredRoute } from '../routes/registered-routes.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Every route of the API, probed with malformed input, signed in and signed out: no answer may be a
 * 5xx, and a 400 names the field it refuses. The routes come from the app itself, so a new route is
 * probed without touching this file; the probes are generated from a fixed seed, so a failure repeats.
 */
let t: TestApp;
let routes: RegisteredRoute[];

beforeAll(async () => {
  t = await openTestApp();
  // CORS preflights are the CORS plugin's, answered before any route runs.
  routes = t.app.registeredRoutes().filter((route) => route.method !== 'OPTIONS');
});

afterAll(() => t.close());

/** mulberry32: a small seeded generator, so every run sends the same probes. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Path segments an attacker puts where an id or a name belongs (already URL-encoded). */
const BAD_SEGMENTS = [
  '%00',
  '%00-usd',
  'a%00b',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%92%A9',
  '-1',
  'NaN',
  '1e309',
  'x'.repeat(600),
  '%ED%A0%80',
  "'%20OR%201=1--",
  randomUUID(),
];

/** Values for a field, each wrong in its own way. */
const BAD_VALUES: unknown[] = [
  'nul\u0000inside',
  '\ud800 unpaired',
  '',
  ' ',
  'x'.repeat(20_000),
  -1,
  0,
  Number.MAX_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
  -0.0001,
  '99999999999999999999.999',
  true,
  null,
  [],
  {},
  ['\u0000'],
  { nested: { deeper: '\u0000' } },
  '0000-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999-14:00',
  'not-a-date',
  '<script>alert(1)</script>',
  `0x${'f'.repeat(200)}`,
];

/** The fields the API's bodies and queries use, and a few it does not. */
const FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'email',
  'code',
  'key',
  'value',
  'time',
  'tagline',
  'displayName',
  'message',
  'event',
  'status',
  'params',
  'collectibleId',
  'price',
  'walletAddress',
  'signature',
  'page',
  'pageSize',
  'communications',
  'preferredLocale',
  'showBalance',
  'profilePicture',
  'profileBanner',
  'antiphishingCode',
  'twoFactorAuth',
  'redirect',
  'authPath',
  'referral',
  'receipt',
  'privateKey',
  'rescue',
  'google',
  'apple',
  'request',
  'intent',
  'provider',
  'id',
  'merchantId',
  'propertyType',
  'sort',
  'order',
  'groupBy',
  'agent',
  'categoryId',
  'search',
  'rarity',
  'enabled',
  'locale',
  'topic',
  'attachment',
  'categories',
  'name',
  'channelUrl',
  'audienceSize',
  'step',
  'unknownField',
];

const BODIES_PER_ROUTE = 14;
const QUERIES_PER_ROUTE = 4;

function probesOf(route: RegisteredRoute, random: () => number): { url: string; body?: unknown }[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const withSegments = (segment: () => string) => route.url.replace(/:[A-Za-z]+/g, segment).replace(/\*$/, segment());
  const urls = [...BAD_SEGMENTS.map((segment) => withSegments(() => segment))];
  for (let query = 0; query < QUERIES_PER_ROUTE; query += 1) {
    const search = new URLSearchParams();
    for (let field = 0; field < 3; field += 1) search.set(pick(FIELDS), String(pick(BAD_VALUES)));
    urls.push(`${withSegments(() => pick(BAD_SEGMENTS))}?${search.toString().replaceAll('%00', '%00')}`);
  }
  const probes: { url: string; body?: unknown }[] = urls.map((url) => ({ url }));
  if (route.method === 'GET' || route.method === 'DELETE') return probes;
  const url = withSegments(() => randomUUID());
  probes.push({ url, body: null }, { url, body: [] }, { url, body: 'text' }, { url, body: 42 });
  let deep: unknown = '\u0000';
  for (let level = 0; level < 60; level += 1) deep = { [pick(FIELDS)]: deep };
  probes.push({ url, body: deep });
  for (let body = 0; body < BODIES_PER_ROUTE; body += 1) {
    const fields = Object.fromEntries(Array.from({ length: 1 + Math.floor(random() * 4) }, () => [pick(FIELDS), pick(BAD_VALUES)]));
    probes.push({ url, body: fields });
  }
  return probes;
}

/**
 * A JSON error whose message starts with the part of the request it refuses (`body.tagline: …`): the
 * envelope's `message`, or the `result` of the BscScan-compatible explorer's own error shape.
 */
function namesAField(body: string): boolean {
  try {
    const { message, result } = JSON.parse(body) as { message?: unknown; result?: unknown };
    return /^(body|query|params|headers|url)\b|^Body\b/.test(String(message)) || /^Error! (query|params)\./.test(String(result));
  } catch {
    return false;
  }
}

function send(method: string, url: string, body: unknown, bearer: string | null, remoteAddress = '127.0.0.1'): Promise<LightMyRequestResponse> {
  const form = url.startsWith('/idp/');
  return t.app.inject({
    method: method as 'GET',
    url,
    remoteAddress,
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(body === undefined ? {} : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
    },
    ...(body === undefined
      ? {}
      : {
          payload:
            form && body && typeof body === 'object'
              ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString()
              : JSON.stringify(body),
        }),
  });
}

describe('finding 7: bad input answers 4xx naming the field, on every route', () => {
  it('probes every registered route signed in and signed out: no 5xx, and every 400 names the part and field it refuses', async () => {
    const random = seeded(20261124);
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      // A session of its own per route: a probe of logout or device removal ends the one it came with.
      const { token } = await t.createUser();
      for (const probe of probesOf(route, random)) {
        for (const bearer of [token, null]) {
          const response = await send(route.method, probe.url, probe.body, bearer);
          requests += 1;
          const label = `${route.method} ${probe.url.slice(0, 120)} ${JSON.stringify(probe.body)?.slice(0, 120) ?? ''} ${bearer ? '(signed in)' : ''}`;
          if (response.statusCode >= 500) failures.push(`${response.statusCode} ← ${label}: ${response.body.slice(0, 200)}`);
          else if (response.statusCode === 400 && !route.url.startsWith('/idp/') && !namesAField(response.body)) {
            failures.push(`400 without a field ← ${label}: ${response.body.slice(0, 200)}`);
          }
        }
      }
    }
    console.log(`finding 7: ${routes.length} routes, ${requests.toLocaleString('en-US')} requests, ${failures.length} failures`);
    expect(failures).toEqual([]);
    expect(routes.length).toBeGreaterThan(60);
  }, 180_000);

  it.each([
    ['POST', '/api/log', { event: 'error', status: 500, message: 'nul\u0000byte', params: { data: '{}' } }, 'body.message'],
    ['PUT', '/api/users/self/username', { displayName: 'ok_name', tagline: 'nul\u0000byte' }, 'body.tagline'],
    ['PUT', '/api/vault/keys', { password: { value: 'envelope\u0000', time: '2026-01-01T00:00:00.000Z' } }, 'body.password.value'],
    ['PUT', '/api/vault/keys', { password: { value: 'envelope', time: '0000-01-01T00:00:00.000Z' } }, 'body.password.time'],
    ['GET', '/api/users/%00', undefined, 'params.usernameOrId'],
    ['GET', '/api/rates/%00-usd', undefined, 'params'],
    ['GET', '/api/users/self/listings?status=%00&pageSize=0', undefined, 'query'],
    ['POST', '/api/analytics/page-views', { path: '/communications?unsubscribe=KEY', locale: 'en', visitorId: randomUUID() }, 'body.path'],
  ] as const)("%s %s with the reviewer's bad input answers 400 naming %s", async (method, url, body, field) => {
    // From an address of its own: the fuzz above spent 127.0.0.1's allowance of error reports.
    const response = await send(method, url, body, (await t.createUser()).token, '192.0.2.7');

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
  });
});

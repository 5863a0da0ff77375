import { eq } from 'drizzle-orm';
import { TOKEN_AUDIENCES } from '../auth/token-service.js';
import { influencerApplications } from '../db/schema.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { INFLUENCER_APPLICATIONS_PER_HOUR } from './influencer-application-routes.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

const APPLICATION = {
  name: 'Rae Streams',
  email: 'Rae@Streams.test',
  channelUrl: 'https://video.example/@rae',
  audienceSize: '25000',
  message: 'I stream Diamond Dreams every week and would love to show the marketplace.',
};

/**
 * Each test's requests come from their own address, so the hourly limit of one never spills into another.
 * A visitor's application carries a valid humanity token unless `humanity` says otherwise (null: none, a
 * string: that header); a signed-in applicant's carries none.
 */
async function apply(
  body: unknown,
  {
    token = null,
    ip = '10.0.0.1',
    headers = {},
    humanity = token ? null : 'valid',
  }: { token?: string | null; ip?: string; headers?: Record<string, string>; humanity?: 'valid' | string | null } = {},
) {
  const check = humanity === 'valid' ? await t.humanityHeader() : humanity === null ? {} : { 'x-humanity-token': humanity };
  return t.app.inject({
    method: 'POST',
    url: '/api/influencer-applications',
    remoteAddress: ip,
    headers: { ...(token ? t.bearer(token) : {}), ...check, ...headers },
    payload: body as object,
  });
}

describe('POST /api/influencer-applications', () => {
  it("stores a visitor's application, received, in the language they read the site in", async () => {
    const response = await apply(APPLICATION, { ip: '10.0.1.1', headers: { 'accept-language': 'ja-JP,ja;q=0.9' } });

    expect(response.statusCode).toBe(200);
    const answer = response.json().payload;
    expect(answer).toEqual({ id: expect.any(String), status: 'RECEIVED', channelUrl: APPLICATION.channelUrl, createdTime: expect.any(String) });
    const [stored] = await t.db.select().from(influencerApplications).where(eq(influencerApplications.id, answer.id));
    expect(stored).toMatchObject({ userId: null, name: 'Rae Streams', email: 'rae@streams.test', audienceSize: 25000, locale: 'ja' });
  });

  it("links a signed-in applicant's application to their account, and they read where it stands", async () => {
    const user = await t.createUser();
    const none = await send(t, 'GET', '/api/users/self/influencer-application', user.token);
    expect(none.statusCode).toBe(200);
    expect(none.json().payload).toBeNull();

    const { id } = (await apply(APPLICATION, { token: user.token, ip: '10.0.2.1' })).json().payload;

    const mine = await send(t, 'GET', '/api/users/self/influencer-application', user.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().payload).toMatchObject({ id, status: 'RECEIVED' });
    expect(mine.body).not.toContain(APPLICATION.message);
  });

  it.each([
    ['channelUrl', { channelUrl: 'javascript:alert(1)' }, 1],
    ['channelUrl', { channelUrl: 'https://user:secret@video.example/' }, 2],
    ['audienceSize', { audienceSize: '12' }, 3],
    ['email', { email: 'not-an-address' }, 4],
    ['message', { message: 'Too short' }, 5],
    ['name', { name: '   ' }, 6],
  ])('refuses a bad %s with a 400 naming it, and stores nothing', async (field, change, client) => {
    const before = await t.db.select({ id: influencerApplications.id }).from(influencerApplications);

    const response = await apply({ ...APPLICATION, ...change }, { ip: `10.0.3.${client}` });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^body\\.${field}`));
    expect(await t.db.select({ id: influencerApplications.id }).from(influencerApplications)).toHaveLength(before.length);
  });

  it('refuses fields it does not know', async () => {
    const response = await apply({ ...APPLICATION, status: 'ACCEPTED' }, { ip: '10.0.4.1' });
    expect(response.statusCode).toBe(400);
  });

  it(`takes ${INFLUENCER_APPLICATIONS_PER_HOUR} applications an hour from one address, then answers 429`, async () => {
    for (let sent = 0; sent < INFLUENCER_APPLICATIONS_PER_HOUR; sent += 1) expect((await apply(APPLICATION, { ip: '10.0.5.1' })).statusCode).toBe(200);

    expect((await apply(APPLICATION, { ip: '10.0.5.1' })).statusCode).toBe(429);
    expect((await apply(APPLICATION, { ip: '10.0.5.2' })).statusCode).toBe(200);
  });

  it("refuses a visitor's application without a humanity token with the rescue's 403, storing nothing", async () => {
    const before = await t.db.select({ id: influencerApplications.id }).from(influencerApplications);

    const response = await apply(APPLICATION, { ip: '10.0.6.1', humanity: null });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, message: 'Humanity check failed', payload: null });
    expect(await t.db.select({ id: influencerApplications.id }).from(influencerApplications)).toHaveLength(before.length);
  });

  it("refuses a visitor's forged, expired or other site's humanity token with 403", async () => {
    const user = await t.createUser();
    const expired = await t.tokens.signClaims(TOKEN_AUDIENCES.humanity, { siteKey: 'marketplace-local', action: 'influencer_application' }, -10);
    const otherSite = await t.tokens.signClaims(TOKEN_AUDIENCES.humanity, { siteKey: 'elsewhere', action: 'influencer_application' }, 60);

    for (const humanity of ['not-a-token', expired, otherSite, user.token]) {
      expect((await apply(APPLICATION, { ip: '10.0.7.1', humanity })).statusCode).toBe(403);
    }
  });

  it("takes a visitor's application with a token the local provider issued for the named action", async () => {
    const issued = await t.app.inject({ method: 'POST', url: '/humanity/tokens', payload: { siteKey: 'marketplace-local', action: 'influencer_application' } });

    const response = await apply(APPLICATION, { ip: '10.0.8.1', humanity: issued.json().payload.token });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ status: 'RECEIVED' });
  });

  it('asks no humanity token of a signed-in applicant', async () => {
    const user = await t.createUser();

    expect((await apply(APPLICATION, { token: user.token, ip: '10.0.9.1', humanity: null })).statusCode).toBe(200);
  });

  it('asks for a sign-in to read an application', async () => {
    expect((await send(t, 'GET', '/api/users/self/influencer-application', null)).statusCode).toBe(401);
  });
});

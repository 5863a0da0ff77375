import { eq } from 'drizzle-orm';
import { emailKeys, users } from '../db/schema.js';
import { issueEmailKey } from '../email-keys/email-keys.js';
import { mailKeyLink } from '../mail/email-links.js';
import { send } from '../testing/send-request.js';
import { queuedLinkTo } from '../testing/queued-mails.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { VERIFICATION_MAILS_PER_HOUR } from './email-key-routes.js';

const SHELL_ORIGIN = 'http://shell.test:8080';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ shellOrigin: SHELL_ORIGIN });
});

afterAll(() => t.close());

const UNKNOWN_KEY = 'k'.repeat(43);
const KEY_NOT_FOUND = { status: 404, message: 'Key not found', payload: null };

function post(url: string, payload: unknown, token: string | null = null) {
  return send(t, 'POST', url, token, payload);
}

const verifyEmail = (payload: unknown) => post('/api/keys/verify-email', payload);
const unsubscribe = (payload: unknown) => post('/api/keys/unsubscribe-communications', payload);

function requestVerification(token: string | null) {
  return send(t, 'POST', '/api/users/self/verify-email', token);
}

function mailOutbox(token: string | null, query = '') {
  return send(t, 'GET', `/api/admin/mail-outbox${query}`, token);
}

async function userRow(userId: string) {
  const [user] = await t.db.select().from(users).where(eq(users.id, userId));
  return user!;
}

/** The key in the link of the user's newest mail, as the person would follow it. */
async function keyOfNewestMail(email: string, parameter: 'verify-email' | 'unsubscribe'): Promise<string> {
  const link = await queuedLinkTo(t.db, email, parameter === 'unsubscribe' ? 'unsubscribe-communications' : 'verify-email');
  return new URL(link).searchParams.get(parameter)!;
}

describe('POST /api/users/self/verify-email', () => {
  it('mails the user a link to the shell that carries a verification key, keeping only its hash', async () => {
    const user = await t.createUser({ email: 'verify-me@marketplace.test' });
    const before = Date.now();

    const response = await requestVerification(user.token);

    expect(response.statusCode).toBe(200);
    const { sentTo, expiresAt } = response.json().payload;
    expect(sentTo).toBe('verify-me@marketplace.test');
    expect(new Date(expiresAt).getTime() - before).toBeGreaterThanOrEqual(24 * 60 * 60_000 - 1000);
    expect(new Date(expiresAt).getTime() - before).toBeLessThanOrEqual(24 * 60 * 60_000 + 5000);
    const link = new URL(await queuedLinkTo(t.db, 'verify-me@marketplace.test', 'verify-email'));
    expect(link.origin + link.pathname).toBe(`${SHELL_ORIGIN}/`);
    expect(link.searchParams.get('verify-email')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.select().from(emailKeys).where(eq(emailKeys.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.keyHash).not.toContain(link.searchParams.get('verify-email'));
  });

  it(`sends an account at most ${VERIFICATION_MAILS_PER_HOUR} verification mails an hour (429 after), another account still gets its own`, async () => {
    const user = await t.createUser();
    for (let sent = 0; sent < VERIFICATION_MAILS_PER_HOUR; sent += 1) expect((await requestVerification(user.token)).statusCode).toBe(200);

    const refused = await requestVerification(user.token);

    expect(refused.statusCode).toBe(429);
    expect((await requestVerification((await t.createUser()).token)).statusCode).toBe(200);
  });

  it('answers 409 once the address is verified', async () => {
    const user = await t.createUser({ emailVerified: true });

    const response = await requestVerification(user.token);

    expect(response.statusCode).toBe(409);
  });

  it('refuses a body with fields with 400', async () => {
    const user = await t.createUser();

    const response = await post('/api/users/self/verify-email', { email: 'someone-else@marketplace.test' }, user.token);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body: Unrecognized key/);
  });

  it('answers 401 without a token and to an expired one', async () => {
    const expired = await t.expiredTokenFor(t.demo.id);

    expect((await requestVerification(null)).statusCode).toBe(401);
    expect((await requestVerification(expired)).statusCode).toBe(401);
  });
});

describe('POST /api/keys/verify-email', () => {
  it("verifies the key's user without a bearer token", async () => {
    const user = await t.createUser({ email: 'follow-link@marketplace.test' });
    await requestVerification(user.token);
    const key = await keyOfNewestMail('follow-link@marketplace.test', 'verify-email');

    const response = await verifyEmail({ key });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'OK', payload: { emailVerified: true } });
    expect((await userRow(user.id)).emailVerified).toBe(true);
    const self = await t.app.inject({ method: 'GET', url: '/api/users/self', headers: t.bearer(user.token) });
    expect(self.json().payload.emailVerified).toBe(true);
  });

  it('takes a key once', async () => {
    const user = await t.createUser();
    const { key } = await issueEmailKey(t.db, user.id, 'VERIFY_EMAIL');
    await verifyEmail({ key });

    const again = await verifyEmail({ key });

    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(KEY_NOT_FOUND);
  });

  it('refuses an expired key', async () => {
    const user = await t.createUser();
    const { key } = await issueEmailKey(t.db, user.id, 'VERIFY_EMAIL', new Date(Date.now() - 25 * 60 * 60_000));

    const response = await verifyEmail({ key });

    expect(response.statusCode).toBe(404);
    expect((await userRow(user.id)).emailVerified).toBe(false);
  });

  it('refuses an unknown key, and a key made for unsubscribing', async () => {
    const user = await t.createUser();
    const { key } = await issueEmailKey(t.db, user.id, 'UNSUBSCRIBE_COMMUNICATIONS');

    expect((await verifyEmail({ key: UNKNOWN_KEY })).json()).toEqual(KEY_NOT_FOUND);
    expect((await verifyEmail({ key })).json()).toEqual(KEY_NOT_FOUND);
    expect((await userRow(user.id)).emailVerified).toBe(false);
  });

  it.each([
    [{}, /^body\.key: /],
    [{ key: 'short' }, /^body\.key: An e-mail key$/],
    [{ key: `${'k'.repeat(42)}!` }, /^body\.key: An e-mail key$/],
    [{ key: UNKNOWN_KEY, userId: 'x' }, /^body: Unrecognized key/],
  ])('refuses %j with 400 naming the field', async (payload, message) => {
    const response = await verifyEmail(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('POST /api/keys/unsubscribe-communications', () => {
  it("turns the key's user's communications off without a bearer token, again and again", async () => {
    const user = await t.createUser({ email: 'newsletter@marketplace.test', communications: true });
    await mailKeyLink(t.db, { userId: user.id, purpose: 'UNSUBSCRIBE_COMMUNICATIONS', shellOrigin: SHELL_ORIGIN });
    const key = await keyOfNewestMail('newsletter@marketplace.test', 'unsubscribe');

    const first = await unsubscribe({ key });
    await t.db.update(users).set({ communications: true }).where(eq(users.id, user.id));
    const second = await unsubscribe({ key });

    expect(first.statusCode).toBe(200);
    expect(first.json().payload).toEqual({ communications: false, category: null });
    expect(second.statusCode).toBe(200);
    expect((await userRow(user.id)).communications).toBe(false);
  });

  it('mails the unsubscribe link to the communications page of the shell', async () => {
    const user = await t.createUser({ email: 'unsubscribe-link@marketplace.test' });

    await mailKeyLink(t.db, { userId: user.id, purpose: 'UNSUBSCRIBE_COMMUNICATIONS', shellOrigin: SHELL_ORIGIN });

    const [mail] = (await mailOutbox(t.admin.token, '?email=unsubscribe-link@marketplace.test')).json().payload;
    expect(mail).toMatchObject({ toEmail: 'unsubscribe-link@marketplace.test', kind: 'unsubscribe-communications' });
    expect(await queuedLinkTo(t.db, 'unsubscribe-link@marketplace.test', 'unsubscribe-communications')).toMatch(
      new RegExp(`^${SHELL_ORIGIN}/communications\\?unsubscribe=[A-Za-z0-9_-]{43}$`),
    );
  });

  it('refuses a key after 30 days', async () => {
    const user = await t.createUser({ communications: true });
    const { key } = await issueEmailKey(t.db, user.id, 'UNSUBSCRIBE_COMMUNICATIONS', new Date(Date.now() - 31 * 24 * 60 * 60_000));

    const response = await unsubscribe({ key });

    expect(response.json()).toEqual(KEY_NOT_FOUND);
    expect((await userRow(user.id)).communications).toBe(true);
  });

  it('refuses an unknown key, and a key made for verifying', async () => {
    const user = await t.createUser({ communications: true });
    const { key } = await issueEmailKey(t.db, user.id, 'VERIFY_EMAIL');

    expect((await unsubscribe({ key: UNKNOWN_KEY })).statusCode).toBe(404);
    expect((await unsubscribe({ key })).statusCode).toBe(404);
    expect((await userRow(user.id)).communications).toBe(true);
  });

  it.each([
    [{}, /^body\.key: /],
    [{ key: 42 }, /^body\.key: /],
    [null, /^body: /],
  ])('refuses %j with 400 naming the field', async (payload, message) => {
    const response = await unsubscribe(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('GET /api/admin/mail-outbox', () => {
  it('shows an ADMIN every mail, newest first: kind, recipient, where it is and when, never its link', async () => {
    const one = await t.createUser();
    const two = await t.createUser();
    await requestVerification(one.token);
    await requestVerification(two.token);

    const response = await mailOutbox(t.admin.token);

    expect(response.statusCode).toBe(200);
    const mails = response.json().payload;
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect(mails[0]).toEqual({
      id: expect.any(Number),
      toEmail: expect.any(String),
      kind: 'verify-email',
      category: 'account',
      status: 'pending',
      attempts: 0,
      showsAntiphishingCode: false,
      createdAt: expect.any(String),
      nextAttemptAt: expect.any(String),
      sentAt: null,
      lastError: null,
      foldedInto: null,
    });
    expect(JSON.stringify(mails)).not.toMatch(/verify-email=/);
    expect(mails[0].id).toBeGreaterThan(mails[1].id);
  });

  it('never shows an ADMIN the antiphishing code of a mail, only that the mail shows one', async () => {
    const coded = await t.createUser({ email: 'coded-outbox@marketplace.test', antiphishingCode: 'violet lynx 19' });
    await requestVerification(coded.token);

    const response = await mailOutbox(t.admin.token, '?email=coded-outbox@marketplace.test');

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual([expect.objectContaining({ kind: 'verify-email', showsAntiphishingCode: true })]);
    expect(response.body).not.toContain('violet lynx 19');
    expect(response.json().payload[0]).not.toHaveProperty('antiphishingCode');
  });

  it("filters one recipient's mail, whatever the case of the e-mail", async () => {
    const user = await t.createUser({ email: 'only-me@marketplace.test' });
    await requestVerification(user.token);

    const response = await mailOutbox(t.admin.token, '?email=Only-Me@Marketplace.test');

    expect(response.json().payload.map((mail: { toEmail: string }) => mail.toEmail)).toEqual(['only-me@marketplace.test']);
  });

  it('refuses anyone but an ADMIN with 403', async () => {
    const response = await mailOutbox(t.demo.token);

    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['?email=not-an-email', /^query\.email: /],
    ['?limit=5', /^query: Unrecognized key/],
  ])('refuses the query %s with 400 naming the field', async (query, message) => {
    const response = await mailOutbox(t.admin.token, query);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers 401 without a token and to an expired one', async () => {
    const expired = await t.expiredTokenFor(t.admin.id);

    expect((await mailOutbox(null)).statusCode).toBe(401);
    expect((await mailOutbox(expired)).statusCode).toBe(401);
  });
});

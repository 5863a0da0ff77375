import { desc, eq } from 'drizzle-orm';
import { mailOutbox, users } from '../db/schema.js';
import { SEED_DEMO_USER } from '../seed/seed-accounts.js';
import { identityPageShape, signInClient } from '../testing/sign-in-client.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

async function signUp(email: string, password = 'A-long-password-12') {
  const client = signInClient(t);
  return client.postForm('/idp/authorize/password', {
    request: await client.identityPageOf({ authPath: 'signup', redirect: '/' }),
    intent: 'signup',
    email,
    password,
  });
}

async function signIn(email: string, password: string) {
  const client = signInClient(t);
  return client.postForm('/idp/authorize/password', { request: await client.identityPageOf(), intent: 'login', email, password });
}

async function lastMailTo(email: string) {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email)).orderBy(desc(mailOutbox.id)).limit(1);
  return mail;
}

describe('finding 12: sign-up does not tell whether an e-mail is registered', () => {
  it('a new address and a registered one get the same status and the same page', async () => {
    const fresh = `new-${Date.now()}@marketplace.test`;

    const forNew = await signUp(fresh);
    const forTaken = await signUp(SEED_DEMO_USER.email);

    expect(forNew.statusCode).toBe(200);
    expect(forTaken.statusCode).toBe(forNew.statusCode);
    expect(forNew.headers.location).toBeUndefined();
    expect(identityPageShape(forTaken.body, SEED_DEMO_USER.email)).toBe(identityPageShape(forNew.body, fresh));
    expect(forNew.body).toContain('Check your inbox');
  });

  it("what happened goes to the address's mailbox: the owner hears of the attempt, the new person gets the link that signs them in", async () => {
    const fresh = `linked-${Date.now()}@marketplace.test`;
    await signUp(SEED_DEMO_USER.email);
    await signUp(fresh);

    expect((await lastMailTo(SEED_DEMO_USER.email))?.template).toBe('sign-up-attempt');
    const confirmation = await lastMailTo(fresh);
    expect(confirmation?.template).toBe('confirm-sign-up');

    const url = new URL(confirmation!.link!);
    const followed = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(followed.statusCode).toBe(303);
    const code = new URL(String(followed.headers.location)).searchParams.get('code')!;
    expect((await signInClient(t).exchange(code)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(400);
  });

  it('a sign-up someone else made for an address opens nothing until its mailbox confirms it', async () => {
    const victim = `claimed-${Date.now()}@marketplace.test`;
    await signUp(victim, 'Attackers-password-1');

    expect((await signIn(victim, 'Attackers-password-1')).statusCode).toBe(401);

    // The owner signs up in turn: their password replaces the claim, and only their mailbox can finish it.
    await signUp(victim, 'Owners-password-22');
    const [account] = await t.db.select({ awaiting: users.awaitingSignUpConfirmation }).from(users).where(eq(users.email, victim));
    expect(account?.awaiting).toBe(true);
    const url = new URL((await lastMailTo(victim))!.link!);
    await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect((await signIn(victim, 'Attackers-password-1')).statusCode).toBe(401);
    expect((await signIn(victim, 'Owners-password-22')).statusCode).toBe(303);
  });
});

import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/password-hash.js';
import { users } from '../db/schema.js';
import { SIGN_IN_ATTEMPTS } from '../idp/sign-in-limits.js';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../mail/one-click-unsubscribe.js';
import { ONE_CLICK_ATTEMPTS_PER_MINUTE } from '../routes/one-click-unsubscribe-routes.js';
import { describeOnPostgres } from '../testing/on-postgres.js';
import { signInClient } from '../testing/sign-in-client.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { openTestInstances, type TestInstances } from '../testing/test-instances.js';

const BALANCER = '10.9.0.1';
const LIMIT = ONE_CLICK_ATTEMPTS_PER_MINUTE;

/**
 * One request to a per-address limited route (the one-click unsubscribe, 20 a minute: without a key it is
 * refused with 400 before touching the database, but counted all the same), as the balancer passes it on
 * (`forwardedFor`) or as a client sends it straight.
 */
const limitedRequest = (app: FastifyInstance, from: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: ONE_CLICK_UNSUBSCRIBE_PATH,
    remoteAddress: from,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: '',
  });

async function statusesOf(count: number, send: (index: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) statuses.push((await send(index)).statusCode);
  return statuses;
}

const passed = (statuses: number[]) => statuses.filter((status) => status !== 429).length;

describe('the client address behind the load balancer', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp({ trustedProxies: [BALANCER] });
  });
  afterAll(() => t.close());

  it("counts per-address limits by the client's address the trusted balancer names, not by the balancer's", async () => {
    const first = await statusesOf(LIMIT + 1, () => limitedRequest(t.app, BALANCER, '198.51.100.10'));

    expect(passed(first)).toBe(LIMIT);
    expect(first.at(-1)).toBe(429);
    // Another shopper behind the same balancer has a budget of their own.
    expect((await limitedRequest(t.app, BALANCER, '198.51.100.11')).statusCode).not.toBe(429);
  });

  it('ignores X-Forwarded-For from anyone but the balancer: a client cannot dodge a per-address limit by forging it', async () => {
    const forged = await statusesOf(LIMIT + 5, (index) => limitedRequest(t.app, '203.0.113.50', `198.51.100.${100 + index}`));

    expect(passed(forged)).toBe(LIMIT);
    expect(forged.slice(-5)).toEqual([429, 429, 429, 429, 429]);
  });

  it('takes the address the balancer saw, not one a client put in front of it in the header', async () => {
    // The balancer appends the address it saw; whatever the client wrote before it is the client's to forge.
    const forged = await statusesOf(LIMIT + 1, (index) => limitedRequest(t.app, BALANCER, `192.0.2.${index}, 198.51.100.20`));

    expect(passed(forged)).toBe(LIMIT);
  });
});

describeOnPostgres('limits shared by two API instances on one PostgreSQL', () => {
  let cluster: TestInstances;

  beforeAll(async () => {
    cluster = await openTestInstances(2);
  });
  afterAll(() => cluster.close());

  const instance = (index: number) => cluster.instances[index % 2]!.app;

  it('lets a client send no more requests spread over both instances than one instance allows', async () => {
    const statuses = await statusesOf(LIMIT + 4, (index) => limitedRequest(instance(index), '198.51.100.30'));

    expect(passed(statuses)).toBe(LIMIT);
    expect(statuses.slice(-4)).toEqual([429, 429, 429, 429]);
  });

  it('cuts off password guesses at one account spread over both instances at the count one instance allows', async () => {
    const email = `shared-limit-${Date.now()}@marketplace.test`;
    const { hash, salt } = await hashPassword('Right-password-42!');
    await cluster.instances[0]!.db.insert(users).values({
      email,
      passwordHash: hash,
      passwordSalt: salt,
      identityProviders: { password: true, google: false, apple: false },
    });
    const clients = [0, 1].map((index) => signInClient({ app: instance(index) } as TestApp));
    const request = await clients[0]!.identityPageOf();

    const statuses = await statusesOf(SIGN_IN_ATTEMPTS.perAccount.maxFailures + 4, (index) =>
      clients[index % 2]!.postForm('/idp/authorize/password', { request, intent: 'login', email, password: 'wrong-guess-123' }, `198.51.100.${40 + index}`),
    );

    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_ATTEMPTS.perAccount.maxFailures);
    expect(statuses.slice(SIGN_IN_ATTEMPTS.perAccount.maxFailures)).toEqual([429, 429, 429, 429]);
  });
});

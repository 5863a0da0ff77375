import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { SEED_GEM_USD_PRICE } from '../seed/seed-merchants.js';
import { randomAddress, withBrokenChecksum } from '../testing/addresses.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { TOKEN_AUDIENCES } from '../auth/token-service.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

async function humanityToken(): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/humanity/tokens', payload: { siteKey: 'marketplace-local', action: 'wallet' } });
  return response.json().payload.token;
}

async function registerWallet(token: string | null, payload: unknown, humanity?: string | null) {
  const headers: Record<string, string> = { ...(token ? t.bearer(token) : {}) };
  const check = humanity === undefined ? await humanityToken() : humanity;
  if (check) headers['x-humanity-token'] = check;
  return t.app.inject({ method: 'POST', url: '/api/users/self/wallet', headers, payload: payload as object });
}

async function walletOf(userId: string) {
  const [user] = await t.db.select({ walletAddress: users.walletAddress }).from(users).where(eq(users.id, userId));
  return user?.walletAddress;
}

describe('POST /api/users/self/wallet', () => {
  it('registers the address, checksummed, and answers it', async () => {
    const user = await t.createUser();
    const address = randomAddress();

    const response = await registerWallet(user.token, { walletAddress: address.toLowerCase() });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'OK', payload: { address } });
    expect(await walletOf(user.id)).toBe(address);
  });

  it('accepts the same address again', async () => {
    const user = await t.createUser();
    const address = randomAddress();
    await registerWallet(user.token, { walletAddress: address });

    const again = await registerWallet(user.token, { walletAddress: address });

    expect(again.statusCode).toBe(200);
  });

  it('refuses another address outside a rescue session, and takes it in one', async () => {
    const user = await t.createUser();
    const first = randomAddress();
    const second = randomAddress();
    await registerWallet(user.token, { walletAddress: first });

    const ordinary = await registerWallet(user.token, { walletAddress: second });
    const rescue = await registerWallet(await t.tokenFor(user.id, { rescue: true }), { walletAddress: second });

    expect(ordinary.statusCode).toBe(409);
    expect(ordinary.json().message).toBe('Wallet already registered');
    expect(rescue.statusCode).toBe(200);
    expect(await walletOf(user.id)).toBe(second);
  });

  it("refuses an address that is another user's wallet", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const address = randomAddress();
    await registerWallet(owner.token, { walletAddress: address });

    const response = await registerWallet(other.token, { walletAddress: address });

    expect(response.statusCode).toBe(409);
    expect(await walletOf(other.id)).toBeNull();
  });

  it('refuses a request without a humanity token with 403', async () => {
    const user = await t.createUser();

    const response = await registerWallet(user.token, { walletAddress: randomAddress() }, null);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, message: 'Humanity check failed', payload: null });
    expect(await walletOf(user.id)).toBeNull();
  });

  it('refuses a forged, expired or misused humanity token with 403', async () => {
    const user = await t.createUser();
    const expired = await t.tokens.signClaims(TOKEN_AUDIENCES.humanity, { siteKey: 'marketplace-local', action: 'wallet' }, -10);
    const otherSite = await t.tokens.signClaims(TOKEN_AUDIENCES.humanity, { siteKey: 'elsewhere', action: 'wallet' }, 60);

    for (const humanity of ['not-a-token', expired, otherSite, user.token]) {
      const response = await registerWallet(user.token, { walletAddress: randomAddress() }, humanity);
      expect(response.statusCode).toBe(403);
    }
  });

  it.each([
    [{ walletAddress: '0x1234' }, 'body.walletAddress: Invalid address'],
    [{ walletAddress: 'not an address' }, 'body.walletAddress: Invalid address'],
    [{ walletAddress: withBrokenChecksum(randomAddress()) }, 'body.walletAddress: Invalid address'],
  ])('refuses %j with 400 naming the field', async (payload, message) => {
    const user = await t.createUser();

    const response = await registerWallet(user.token, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message, payload: null });
  });

  it('refuses a body without the address', async () => {
    const user = await t.createUser();

    const response = await registerWallet(user.token, { address: randomAddress() });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.walletAddress: |^body: /);
  });

  it('answers 401 without a token and to an expired one', async () => {
    const expired = await t.expiredTokenFor(t.demo.id);

    expect((await registerWallet(null, { walletAddress: randomAddress() })).statusCode).toBe(401);
    expect((await registerWallet(expired, { walletAddress: randomAddress() })).statusCode).toBe(401);
  });
});

describe('GET /api/users/self/balance', () => {
  it('answers the seeded demo balance in GEM and its USD value at the current rate', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/self/balance', headers: t.bearer(t.demo.token) });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ GEM: 2500, USD: Number((2500 * SEED_GEM_USD_PRICE).toFixed(6)) });
  });

  it('answers zero for a user without a ledger entry, not the balance of someone else', async () => {
    const user = await t.createUser();

    const response = await t.app.inject({ method: 'GET', url: '/api/users/self/balance', headers: t.bearer(user.token) });

    expect(response.json().payload).toEqual({ GEM: 0, USD: 0 });
  });

  it('answers 401 without a token and to an expired one', async () => {
    const expired = await t.expiredTokenFor(t.demo.id);

    expect((await t.app.inject({ method: 'GET', url: '/api/users/self/balance' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/self/balance', headers: t.bearer(expired) })).statusCode).toBe(401);
  });
});

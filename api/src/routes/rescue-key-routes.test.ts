import { eq } from 'drizzle-orm';
import { TOKEN_AUDIENCES } from '../auth/token-service.js';
import { rescueKeys, users, vaultKeys } from '../db/schema.js';
import { randomAddress } from '../testing/addresses.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

async function getRescueKey(token: string | null, humanity: 'valid' | string | null = 'valid') {
  const headers: Record<string, string> = { ...(token ? t.bearer(token) : {}) };
  if (humanity === 'valid') Object.assign(headers, await t.humanityHeader());
  else if (humanity !== null) headers['x-humanity-token'] = humanity;
  return t.app.inject({ method: 'GET', url: '/api/users/self/rescue-key', headers });
}

describe('GET /api/users/self/rescue-key', () => {
  it('gives a user without a wallet a random high-entropy key, the same one every time', async () => {
    const user = await t.createUser();

    const first = await getRescueKey(user.token);
    const second = await getRescueKey(user.token);

    expect(first.statusCode).toBe(200);
    expect(first.json().payload.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.json().payload.key).toBe(first.json().payload.key);
  });

  it('gives each user a key of their own', async () => {
    const one = await t.createUser();
    const two = await t.createUser();

    const keys = [(await getRescueKey(one.token)).json().payload.key, (await getRescueKey(two.token)).json().payload.key];

    expect(keys[0]).not.toBe(keys[1]);
  });

  it('refuses an ordinary session once the wallet has a rescue copy', async () => {
    const user = await t.createUser({ walletAddress: randomAddress() });
    await t.db.insert(vaultKeys).values({ userId: user.id, keyType: 'rescue', value: 'sealed', time: new Date() });

    const response = await getRescueKey(user.token);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, message: 'Rescue sign-in required', payload: null });
  });

  it('gives an ordinary session the key while a legacy vault has no rescue copy to protect, so the update can add one', async () => {
    const user = await t.createUser({ walletAddress: randomAddress() });
    await t.db.insert(vaultKeys).values({ userId: user.id, keyType: 'privateKey', value: '0x01', time: new Date() });

    const response = await getRescueKey(user.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('releases the key of a user with a wallet to a session signed in through the rescue path', async () => {
    const user = await t.createUser();
    const before = (await getRescueKey(user.token)).json().payload.key;
    await t.db.update(users).set({ walletAddress: randomAddress() }).where(eq(users.id, user.id));

    const response = await getRescueKey(await t.tokenFor(user.id, { rescue: true }));

    expect(response.statusCode).toBe(200);
    expect(response.json().payload.key).toBe(before);
  });

  it('refuses a request without a humanity token with 403, and generates no key', async () => {
    const user = await t.createUser();

    const response = await getRescueKey(user.token, null);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, message: 'Humanity check failed', payload: null });
    expect(await t.db.select().from(rescueKeys).where(eq(rescueKeys.userId, user.id))).toEqual([]);
  });

  it('refuses a forged, expired or misused humanity token with 403', async () => {
    const user = await t.createUser();
    const expired = await t.tokens.signClaims(TOKEN_AUDIENCES.humanity, { siteKey: 'marketplace-local', action: 'rescue' }, -10);
    const otherSite = await t.tokens.signClaims(TOKEN_AUDIENCES.humanity, { siteKey: 'elsewhere', action: 'rescue' }, 60);

    for (const humanity of ['not-a-token', expired, otherSite, user.token]) {
      expect((await getRescueKey(user.token, humanity)).statusCode).toBe(403);
    }
  });

  it('answers 401 without a token and to an expired rescue token, even with a humanity token', async () => {
    const expired = await t.expiredTokenFor(t.demo.id, { rescue: true });

    expect((await getRescueKey(null)).statusCode).toBe(401);
    expect((await getRescueKey(expired)).statusCode).toBe(401);
  });
});

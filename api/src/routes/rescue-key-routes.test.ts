import { eq } from 'drizzle-orm';
import { TOKEN_AUDIENCES } from '../auth/token-service.js';
import { rescueKeys, users, vaultKeys } from '../db/schema.js';
import { rescuePublicKeyOf } from '../custody/rescue-key-pair.js';
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
  it('gives a rescue sign-in a random high-entropy key, the same one every time', async () => {
    const user = await t.createUser();
    const rescue = await t.tokenFor(user.id, { rescue: true });

    const first = await getRescueKey(rescue);
    const second = await getRescueKey(rescue);

    expect(first.statusCode).toBe(200);
    expect(first.json().payload.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.json().payload.key).toBe(first.json().payload.key);
  });

  it('gives each user a key of their own', async () => {
    const one = await t.createUser();
    const two = await t.createUser();

    const keys = [
      (await getRescueKey(await t.tokenFor(one.id, { rescue: true }))).json().payload.key,
      (await getRescueKey(await t.tokenFor(two.id, { rescue: true }))).json().payload.key,
    ];

    expect(keys[0]).not.toBe(keys[1]);
  });

  it('refuses an ordinary session, with a wallet or without one', async () => {
    const withWallet = await t.createUser({ walletAddress: randomAddress() });
    await t.db.insert(vaultKeys).values({ userId: withWallet.id, keyType: 'rescue', value: 'sealed', time: new Date() });
    const withoutWallet = await t.createUser();

    for (const user of [withWallet, withoutWallet]) {
      const response = await getRescueKey(user.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 403, message: 'Rescue sign-in required', payload: null });
    }
  });

  it('releases to a rescue sign-in the key whose public half ordinary sessions sealed with', async () => {
    const user = await t.createUser();
    const publicHalf = await t.app.inject({
      method: 'GET',
      url: '/api/users/self/rescue-key/public',
      headers: { ...t.bearer(user.token), ...(await t.humanityHeader()) },
    });
    await t.db.update(users).set({ walletAddress: randomAddress() }).where(eq(users.id, user.id));

    const response = await getRescueKey(await t.tokenFor(user.id, { rescue: true }));

    expect(response.statusCode).toBe(200);
    expect(rescuePublicKeyOf(response.json().payload.key)).toBe(publicHalf.json().payload.publicKey);
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

import { createHash } from 'node:crypto';
import { PrivateKey } from 'eciesjs';
import { vaultKeys } from '../db/schema.js';
import { randomAddress } from '../testing/addresses.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

const ENTRY = { value: '{"v":1,"iv":"aXY","ct":"Y2lwaGVy"}', time: '2025-05-01T10:00:00.000Z' };

async function get(url: string, token: string) {
  return t.app.inject({ method: 'GET', url, headers: { ...t.bearer(token), ...(await t.humanityHeader()) } });
}

/** A user with a wallet whose vault holds a password copy and a rescue copy, as every new wallet does. */
async function walletOwner() {
  const user = await t.createUser({ walletAddress: randomAddress() });
  await t.db.insert(vaultKeys).values([
    { userId: user.id, keyType: 'password', value: ENTRY.value, time: new Date(ENTRY.time) },
    { userId: user.id, keyType: 'rescue', value: ENTRY.value, time: new Date(ENTRY.time) },
  ]);
  return user;
}

describe('finding 1: the rescue secret reaches only a rescue sign-in', () => {
  it('a stolen ordinary session cannot drop the rescue entry and then read the rescue secret', async () => {
    const owner = await walletOwner();

    const dropped = await t.app.inject({ method: 'PUT', url: '/api/vault/keys', headers: t.bearer(owner.token), payload: { rescue: null } });
    const secret = await get('/api/users/self/rescue-key', owner.token);

    expect(dropped.statusCode).toBe(403);
    expect(secret.statusCode).toBe(403);
    expect(secret.json()).toEqual({ status: 403, message: 'Rescue sign-in required', payload: null });
  });

  it('an ordinary session gets no rescue secret whatever the vault holds: empty, a plain key, or no rescue copy', async () => {
    const empty = await t.createUser();
    const legacy = await t.createUser({ walletAddress: randomAddress() });
    await t.db.insert(vaultKeys).values({ userId: legacy.id, keyType: 'privateKey', value: '0x01', time: new Date() });
    const rescueRemoved = await t.createUser({ walletAddress: randomAddress() });
    await t.db.insert(vaultKeys).values({ userId: rescueRemoved.id, keyType: 'password', value: ENTRY.value, time: new Date() });

    for (const user of [empty, legacy, rescueRemoved]) {
      expect((await get('/api/users/self/rescue-key', user.token)).statusCode).toBe(403);
    }
  });

  it('an ordinary session gets the public half, which seals a rescue copy only the rescue secret opens', async () => {
    const owner = await walletOwner();

    const ordinary = await get('/api/users/self/rescue-key/public', owner.token);
    const rescue = await get('/api/users/self/rescue-key', await t.tokenFor(owner.id, { rescue: true }));

    expect(ordinary.statusCode).toBe(200);
    expect(ordinary.json().payload).toEqual({ publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/) });
    expect(JSON.stringify(ordinary.json())).not.toContain(rescue.json().payload.key);
    // The wallet's derivation: the private half is SHA-256 of the secret (rescue copies already sealed stay openable).
    const privateHalf = new PrivateKey(createHash('sha256').update(rescue.json().payload.key, 'utf8').digest());
    expect(privateHalf.publicKey.toHex()).toBe(ordinary.json().payload.publicKey);
  });

  it('the public half is the same before and after the wallet exists, so a legacy update seals to the same pair', async () => {
    const user = await t.createUser();
    const first = (await get('/api/users/self/rescue-key/public', user.token)).json().payload.publicKey;
    await t.db.insert(vaultKeys).values({ userId: user.id, keyType: 'rescue', value: ENTRY.value, time: new Date() });

    expect((await get('/api/users/self/rescue-key/public', user.token)).json().payload.publicKey).toBe(first);
  });

  it('the public half also needs a humanity token and a session', async () => {
    const user = await t.createUser();

    expect((await t.app.inject({ method: 'GET', url: '/api/users/self/rescue-key/public', headers: t.bearer(user.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/self/rescue-key/public', headers: await t.humanityHeader() })).statusCode).toBe(401);
  });
});

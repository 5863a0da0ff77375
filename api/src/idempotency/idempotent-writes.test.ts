import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENT_REPLAY_HEADER } from '@marketplace/contracts/wire';
import { collectibles, idempotentRequests, listings, offers } from '../db/schema.js';
import { balanceWeiOfUser } from '../ledger/balances.js';
import { buildApp } from '../app.js';
import { openSeededDatabase } from '../seed/open-seeded-database.js';
import { postgresPoolOf } from '../db/postgres-pool.js';
import { createCollectible, createWalletUser, setGemUsdPrice, signListing, signOffer, type WalletUser } from '../testing/commerce-fixtures.js';
import { createRecipe, giveCopies, signCraft } from '../testing/craft-fixtures.js';
import { describeOnPostgres } from '../testing/on-postgres.js';
import { readyToPay as readyToPayOn, writeWithKey } from '../testing/idempotent-write-fixtures.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { forgetExpiredIdempotentAnswers, IDEMPOTENCY_REFUSALS } from './idempotent-writes.js';
import { requestFingerprint } from './request-fingerprint.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
  await setGemUsdPrice(t.db, 0.05);
});

afterAll(() => t.close());

const write = (app: FastifyInstance, user: { token: string }, url: string, payload: object, key: string | null) =>
  writeWithKey(t, app, user, url, payload, key);
const readyToPay = (app: FastifyInstance = t.app) => readyToPayOn(t, app);

describe('Idempotency-Key on the writes that buy, craft, list and offer', () => {
  it('answers a retried payment with the first answer, and takes the money once', async () => {
    const { buyer, url, body } = await readyToPay();
    const before = await balanceWeiOfUser(t.db, buyer.id);
    const key = randomUUID();

    const first = await write(t.app, buyer, url, body, key);
    const retry = await write(t.app, buyer, url, body, key);

    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    const paid = before - (await balanceWeiOfUser(t.db, buyer.id));
    expect(paid).toBeGreaterThan(0n);
    // Without the key a retry is a second attempt, and the server refuses it: what the key spares the client.
    expect((await write(t.app, buyer, url, body, null)).statusCode).toBe(409);
    expect(before - (await balanceWeiOfUser(t.db, buyer.id))).toBe(paid);
  });

  it('answers a refusal again too: the same key is the same outcome', async () => {
    const { buyer, url } = await readyToPay();
    const key = randomUUID();
    const badSignature = { signature: `0x${'1'.repeat(130)}` };

    const first = await write(t.app, buyer, url, badSignature, key);
    const retry = await write(t.app, buyer, url, badSignature, key);

    expect(first.statusCode).toBe(403);
    expect([retry.statusCode, retry.json()]).toEqual([403, first.json()]);
  });

  it('refuses a key used again with a different request, and says why', async () => {
    const { buyer, url, body } = await readyToPay();
    const key = randomUUID();
    await write(t.app, buyer, url, body, key);

    const other = await write(t.app, buyer, url, { signature: `0x${'2'.repeat(130)}` }, key);

    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ status: 422, message: IDEMPOTENCY_REFUSALS.otherRequest });
  });

  it('keeps keys apart per user: the same key from someone else is their own action', async () => {
    const key = randomUUID();
    const first = await readyToPay();
    const second = await readyToPay();

    expect((await write(t.app, first.buyer, first.url, first.body, key)).statusCode).toBe(200);
    const other = await write(t.app, second.buyer, second.url, second.body, key);

    expect(other.statusCode).toBe(200);
    expect(other.json().payload.id).toBe(second.mintId);
  });

  it('tells a retry to wait while the first attempt is under way, and lets it act once that attempt lapsed unanswered', async () => {
    const { buyer, url, body } = await readyToPay();
    const before = await balanceWeiOfUser(t.db, buyer.id);
    const key = randomUUID();
    // Claimed by an instance that is still at work, or died before its transaction committed: nothing was done.
    await t.db
      .insert(idempotentRequests)
      .values({ userId: buyer.id, key, fingerprint: requestFingerprint('POST', url, body), claimedUntil: new Date(Date.now() + 60_000) });

    const meanwhile = await write(t.app, buyer, url, body, key);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.headers['retry-after']).toBe('1');
    expect(meanwhile.json().message).toBe(IDEMPOTENCY_REFUSALS.underWay);

    await t.db
      .update(idempotentRequests)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(idempotentRequests.userId, buyer.id), eq(idempotentRequests.key, key)));
    const acted = await write(t.app, buyer, url, body, key);

    expect(acted.statusCode).toBe(200);
    expect(acted.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    expect(before - (await balanceWeiOfUser(t.db, buyer.id))).toBeGreaterThan(0n);
  });

  it('refuses a malformed key before doing anything', async () => {
    const { buyer, url, body } = await readyToPay();

    const answer = await write(t.app, buyer, url, body, 'x y');

    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(IDEMPOTENCY_REFUSALS.malformed);
  });

  it('makes an offer once for a retried key', async () => {
    const owner = await createWalletUser(t);
    const bidder: WalletUser = await createWalletUser(t, { balance: '500' });
    const collectibleId = await createCollectible(t.db, { ownerId: owner.id });
    const body = { price: '10', signature: await signOffer(bidder, collectibleId, '10') };
    const key = randomUUID();

    const first = await write(t.app, bidder, `/api/collectibles/${collectibleId}/offers`, body, key);
    const retry = await write(t.app, bidder, `/api/collectibles/${collectibleId}/offers`, body, key);

    expect(first.statusCode).toBe(200);
    expect(retry.json().payload.id).toBe(first.json().payload.id);
    expect(await t.db.select().from(offers).where(eq(offers.collectibleId, collectibleId))).toHaveLength(1);
  });

  it('lists once for a retried key', async () => {
    const seller = await createWalletUser(t);
    const collectibleId = await createCollectible(t.db, { ownerId: seller.id });
    const body = { collectibleId, price: '25', signature: await signListing(seller, collectibleId, '25') };
    const key = randomUUID();

    const first = await write(t.app, seller, '/api/users/self/listings', body, key);
    const retry = await write(t.app, seller, '/api/users/self/listings', body, key);

    expect(first.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await t.db.select().from(listings).where(eq(listings.collectibleId, collectibleId))).toHaveLength(1);
  });

  it('crafts once for a retried key, answering the same crafted collectible', async () => {
    const crafter = await createWalletUser(t);
    const recipe = await createRecipe(t.db, [2]);
    const collectibleIds = await giveCopies(t.db, crafter.id, recipe.setIds[0]!, 2);
    const body = { recipeId: recipe.id, collectibleIds, signature: await signCraft(crafter, recipe.id, collectibleIds) };
    const key = randomUUID();

    const first = await write(t.app, crafter, '/api/users/self/crafts', body, key);
    const retry = await write(t.app, crafter, '/api/users/self/crafts', body, key);

    expect(first.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await t.db.select().from(collectibles).where(eq(collectibles.setId, recipe.resultSetId))).toHaveLength(1);
  });

  it('forgets answers after a day', async () => {
    const { buyer, url, body } = await readyToPay();
    const key = randomUUID();
    await write(t.app, buyer, url, body, key);

    await forgetExpiredIdempotentAnswers(t.db, new Date(Date.now() + 24 * 60 * 60_000 + 1000));

    expect(await t.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key))).toEqual([]);
  });
});

describeOnPostgres('Idempotency-Key across two API instances on one PostgreSQL', () => {
  it('answers a retry sent to another instance (the first died after acting) with the first answer', async () => {
    // A second instance on the test app's own database: its own pool, its own process as far as it knows.
    const other = await openSeededDatabase({ kind: 'postgres', url: postgresPoolOf(t.db)!.options.connectionString! });
    const otherApp = await buildApp({ db: other.db, logger: false, rateTickMs: null, settleAfterMs: null, walletMoveRoundMs: null });
    try {
      const { buyer, url, body } = await readyToPay();
      const key = randomUUID();

      const first = await write(t.app, buyer, url, body, key);
      const retry = await write(otherApp, buyer, url, body, key);

      expect(first.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
      expect(retry.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    } finally {
      await otherApp.close();
      await other.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENT_REPLAY_HEADER } from '@marketplace/contracts/wire';
import { buildApp } from '../app.js';
import { postgresPoolOf } from '../db/postgres-pool.js';
import { collectibles, idempotentRequests, listings, mints, offers } from '../db/schema.js';
import { balanceWeiOfUser } from '../ledger/balances.js';
import {
  createCollectible,
  createListedCollectible,
  createWalletUser,
  offerThroughApi,
  setGemUsdPrice,
  signListing,
  signOffer,
  signOfferAcceptance,
} from '../testing/commerce-fixtures.js';
import { createRecipe, giveCopies, signCraft } from '../testing/craft-fixtures.js';
import { readyToPay, writeWithKey } from '../testing/idempotent-write-fixtures.js';
import { describeOnPostgres } from '../testing/on-postgres.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { answerKeptAtCommit, KeyAnsweredMeanwhile } from './answer-kept-at-commit.js';
import { IDEMPOTENCY_REFUSALS } from './idempotent-writes.js';

let t: TestApp;
/** A second instance on the same database that dies between its action's commit and the storing of its answer. */
let dying: FastifyInstance;

beforeAll(async () => {
  t = await openTestApp();
  await setGemUsdPrice(t.db, 0.05);
  dying = await buildApp({ db: t.db, logger: false, rateTickMs: null, settleAfterMs: null, walletMoveRoundMs: null, accountClosingRoundMs: null });
  // The answer still goes out (the test compares against it), but the hook that stores it never sees the key,
  // as if the instance had died the moment the action committed.
  dying.addHook('preSerialization', async (request, _reply, payload) => {
    request.idempotencyClaim = null;
    return payload;
  });
});

afterAll(async () => {
  await dying.close();
  await t.close();
});

const BOGUS_SIGNATURE = `0x${'1'.repeat(130)}`;
const replayedHeaderOf = (answer: { headers: Record<string, unknown> }) => answer.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()];

async function rowsOf(table: PgTable, where: SQL | undefined): Promise<number> {
  const [counted] = await t.db.select({ total: count() }).from(table).where(where);
  return counted?.total ?? 0;
}

/** One idempotent write made ready by a user of its own. */
interface ReadyWrite {
  actor: { token: string };
  url: string;
  body: object;
  /** Another request to the same address, which the same key must not answer. */
  otherBody: object;
  /** What the write moves, read now (a balance, a count of rows): it must move once. */
  effect(): Promise<bigint | number>;
}

/** Every write behind `idempotentWrite`, each ready to be sent for the first time. */
const WRITES: Array<{ name: string; ready(): Promise<ReadyWrite> }> = [
  {
    name: 'a reservation',
    async ready() {
      const seller = await createWalletUser(t);
      const buyer = await createWalletUser(t, { balance: '500' });
      const { collectibleId } = await createListedCollectible(t.db, { price: '100', sellerId: seller.id });
      const other = await createListedCollectible(t.db, { price: '100', sellerId: seller.id });
      return {
        actor: buyer,
        url: `/api/users/self/mints/${randomUUID()}/purchases`,
        body: { collectibleId },
        otherBody: { collectibleId: other.collectibleId },
        effect: () => rowsOf(mints, eq(mints.userId, buyer.id)),
      };
    },
  },
  {
    name: 'a payment',
    async ready() {
      const { buyer, url, body } = await readyToPay(t);
      return { actor: buyer, url, body, otherBody: { signature: BOGUS_SIGNATURE }, effect: () => balanceWeiOfUser(t.db, buyer.id) };
    },
  },
  {
    name: 'a craft',
    async ready() {
      const crafter = await createWalletUser(t);
      const recipe = await createRecipe(t.db, [2]);
      const collectibleIds = await giveCopies(t.db, crafter.id, recipe.setIds[0]!, 2);
      const body = { recipeId: recipe.id, collectibleIds, signature: await signCraft(crafter, recipe.id, collectibleIds) };
      return {
        actor: crafter,
        url: '/api/users/self/crafts',
        body,
        otherBody: { ...body, signature: BOGUS_SIGNATURE },
        effect: () => rowsOf(collectibles, eq(collectibles.setId, recipe.resultSetId)),
      };
    },
  },
  {
    name: 'a listing',
    async ready() {
      const seller = await createWalletUser(t);
      const collectibleId = await createCollectible(t.db, { ownerId: seller.id });
      return {
        actor: seller,
        url: '/api/users/self/listings',
        body: { collectibleId, price: '25', signature: await signListing(seller, collectibleId, '25') },
        otherBody: { collectibleId, price: '26', signature: await signListing(seller, collectibleId, '26') },
        effect: () => rowsOf(listings, eq(listings.collectibleId, collectibleId)),
      };
    },
  },
  {
    name: 'an offer',
    async ready() {
      const owner = await createWalletUser(t);
      const bidder = await createWalletUser(t, { balance: '500' });
      const collectibleId = await createCollectible(t.db, { ownerId: owner.id });
      return {
        actor: bidder,
        url: `/api/collectibles/${collectibleId}/offers`,
        body: { price: '10', signature: await signOffer(bidder, collectibleId, '10') },
        otherBody: { price: '11', signature: await signOffer(bidder, collectibleId, '11') },
        effect: () => rowsOf(offers, and(eq(offers.collectibleId, collectibleId), eq(offers.bidderId, bidder.id))),
      };
    },
  },
  {
    name: "an offer's acceptance",
    async ready() {
      const owner = await createWalletUser(t);
      const bidder = await createWalletUser(t, { balance: '500' });
      const collectibleId = await createCollectible(t.db, { ownerId: owner.id });
      const offerId = await offerThroughApi(t, bidder, collectibleId, '10');
      return {
        actor: owner,
        url: `/api/users/self/offers/${offerId}/accept`,
        body: { signature: await signOfferAcceptance(t.db, owner, offerId) },
        otherBody: { signature: BOGUS_SIGNATURE },
        effect: () => balanceWeiOfUser(t.db, bidder.id),
      };
    },
  },
];

/** The key's claim is past its time, as when the instance that held it died: a retry may act again if nothing was done. */
async function lapseClaim(key: string): Promise<void> {
  await t.db
    .update(idempotentRequests)
    .set({ claimedUntil: new Date(Date.now() - 1000) })
    .where(eq(idempotentRequests.key, key));
}

describe.each(WRITES)('$name whose instance died after its transaction committed, before it stored the answer', ({ ready }) => {
  it('answers a retry with the same key, once the claim lapsed, with the answer it had, replayed, and acts once', async () => {
    const write = await ready();
    const key = randomUUID();
    const before = await write.effect();

    const lost = await writeWithKey(t, dying, write.actor, write.url, write.body, key);
    const done = await write.effect();
    await lapseClaim(key);
    const retry = await writeWithKey(t, t.app, write.actor, write.url, write.body, key);

    expect(lost.statusCode).toBe(200);
    expect(done).not.toEqual(before);
    expect(retry.statusCode).toBe(200);
    expect(replayedHeaderOf(retry)).toBe('true');
    expect(retry.body).toBe(lost.body);
    expect(retry.headers['content-type']).toBe(lost.headers['content-type']);
    expect(await write.effect()).toEqual(done);
  });

  it("keeps that answer its user's and its request's: another user's same key is their own action, another request is refused", async () => {
    const write = await ready();
    const key = randomUUID();
    await writeWithKey(t, dying, write.actor, write.url, write.body, key);
    await lapseClaim(key);
    const someoneElse = await ready();
    const before = await someoneElse.effect();

    const theirs = await writeWithKey(t, t.app, someoneElse.actor, someoneElse.url, someoneElse.body, key);
    const other = await writeWithKey(t, t.app, write.actor, write.url, write.otherBody, key);

    expect(theirs.statusCode).toBe(200);
    expect(replayedHeaderOf(theirs)).toBeUndefined();
    expect(await someoneElse.effect()).not.toEqual(before);
    expect([other.statusCode, other.json().message]).toEqual([422, IDEMPOTENCY_REFUSALS.otherRequest]);
  });
});

describe("the answer kept in the action's transaction", () => {
  /** A claim of the user's on `key` for some request, as the preHandler leaves it, and the request that holds it. */
  async function claimedBy(userId: string, key: string, answered: boolean): Promise<FastifyRequest> {
    const fingerprint = `fingerprint-${key}`;
    await t.db.insert(idempotentRequests).values({
      userId,
      key,
      fingerprint,
      claimedUntil: new Date(Date.now() + 60_000),
      ...(answered ? { status: 200, contentType: 'application/json; charset=utf-8', body: '{"first":true}' } : {}),
    });
    return { idempotencyClaim: { userId, key, fingerprint } } as FastifyRequest;
  }

  it('is stored with the key when the action commits, as the route answers it', async () => {
    const user = await t.createUser();
    const key = randomUUID();
    const keep = answerKeptAtCommit(await claimedBy(user.id, key, false), (outcome: { id: string }) => ({ payload: outcome }));

    await t.db.transaction((tx) => keep!(tx, { id: 'made' }));

    const [row] = await t.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key));
    expect(row).toMatchObject({ status: 200, contentType: 'application/json; charset=utf-8', body: '{"payload":{"id":"made"}}' });
  });

  it('rolls the action back when another attempt of it answered the key meanwhile, so it is done once', async () => {
    const user = await t.createUser();
    const key = randomUUID();
    const keep = answerKeptAtCommit(await claimedBy(user.id, key, true), () => ({ second: true }));
    const collectibleId = await createCollectible(t.db, { ownerId: user.id });

    const acting = t.db.transaction(async (tx) => {
      await tx.update(collectibles).set({ name: 'changed by the second attempt' }).where(eq(collectibles.id, collectibleId));
      await keep!(tx, {});
    });

    await expect(acting).rejects.toBeInstanceOf(KeyAnsweredMeanwhile);
    const [collectible] = await t.db.select({ name: collectibles.name }).from(collectibles).where(eq(collectibles.id, collectibleId));
    expect(collectible?.name).not.toBe('changed by the second attempt');
    const [row] = await t.db.select({ body: idempotentRequests.body }).from(idempotentRequests).where(eq(idempotentRequests.key, key));
    expect(row?.body).toBe('{"first":true}');
  });

  it('asks the attempt it rolled back to come back for the answer: 409 with Retry-After, as the client retries', async () => {
    const instance = await buildApp({ db: t.db, logger: false, rateTickMs: null, settleAfterMs: null, walletMoveRoundMs: null, accountClosingRoundMs: null });
    instance.post('/answered-meanwhile', async () => {
      throw new KeyAnsweredMeanwhile();
    });
    try {
      const answer = await instance.inject({ method: 'POST', url: '/answered-meanwhile' });

      expect(answer.statusCode).toBe(409);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toMatchObject({ status: 409, message: IDEMPOTENCY_REFUSALS.underWay });
    } finally {
      await instance.close();
    }
  });

  it('is nothing to keep for a write without a key', () => {
    expect(answerKeptAtCommit({ idempotencyClaim: null } as FastifyRequest, () => ({}))).toBeUndefined();
  });
});

describeOnPostgres('two attempts of one request acting at once (the first slower than its claim)', () => {
  it('commits one of them: the other is rolled back and told to come back, and its retry gets the first answer', async () => {
    const write = await WRITES.find(({ name }) => name === 'an offer')!.ready();
    const key = randomUUID();
    const pool = postgresPoolOf(t.db)!;
    const locker = await pool.connect();
    try {
      // Every new offer waits here, so both attempts are inside their transactions before either commits.
      await locker.query('begin');
      await locker.query('lock table offers in exclusive mode');
      const first = writeWithKey(t, t.app, write.actor, write.url, write.body, key);
      await waitForOfferInsertsWaiting(1);
      await lapseClaim(key);
      const second = writeWithKey(t, dying, write.actor, write.url, write.body, key);
      await waitForOfferInsertsWaiting(2);
      await locker.query('commit');

      const answers = await Promise.all([first, second]);
      const [done] = answers.filter((answer) => answer.statusCode === 200);
      const [rolledBack] = answers.filter((answer) => answer.statusCode !== 200);
      const retry = await writeWithKey(t, t.app, write.actor, write.url, write.body, key);

      expect(await write.effect()).toBe(1);
      expect([rolledBack?.statusCode, rolledBack?.headers['retry-after']]).toEqual([409, '1']);
      expect(replayedHeaderOf(retry)).toBe('true');
      expect(retry.body).toBe(done?.body);
    } finally {
      await locker.query('rollback').catch(() => {});
      locker.release();
    }
  });
});

/** Until `count` sessions wait for the lock on `offers`. */
async function waitForOfferInsertsWaiting(count: number): Promise<void> {
  const pool = postgresPoolOf(t.db)!;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { rows } = await pool.query("select count(*)::int as waiting from pg_locks where not granted and relation = 'offers'::regclass");
    if (rows[0].waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${count} offer inserts never waited for the lock`);
}

import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { collectibles, listings, merchants, notifications, offers, transactions } from '../db/schema.js';
import { createWalletUser, FIXTURE_MERCHANT, type WalletUser } from '../testing/commerce-fixtures.js';
import { craftThroughApi, createRecipe, giveCopies, readinessThroughApi, signCraft } from '../testing/craft-fixtures.js';
import { DEFAULT_SHELL_ORIGIN } from '../defaults/default-origins.js';
import { queuedMailsOf } from '../testing/queued-mails.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

const SAME_ID = '0b5f6c0e-4a55-4d8e-9a4e-6e1f3f1c2a77';
const SOME_SIGNATURE = `0x${'a'.repeat(130)}`;

// Reads kept a minute: a craft must make the collection cache forget at once, not after its time to live.
beforeAll(async () => {
  t = await openTestApp({ hotReadTtlMs: 60_000 });
});

afterAll(() => t.close());

const ownersOf = async (ids: string[]) =>
  (await t.db.select({ id: collectibles.id, ownerId: collectibles.ownerId }).from(collectibles).where(inArray(collectibles.id, ids))).map((row) => row.ownerId);

const collectionOf = async (userId: string) => (await send(t, 'GET', `/api/users/${userId}/collectibles?pageSize=100`, null)).json().payload;

/** A crafter with a wallet and the copies a one-ingredient recipe of `needed` asks, plus `spare` more. */
async function crafterWithIngredients(needed: number, spare = 0) {
  const crafter = await createWalletUser(t);
  const recipe = await createRecipe(t.db, [needed]);
  const copies = await giveCopies(t.db, crafter.id, recipe.setIds[0]!, needed + spare);
  return { crafter, recipe, copies };
}

describe('POST /api/users/self/crafts', () => {
  it('consumes the named collectibles, mints the result to the crafter and answers both', async () => {
    const crafter = await createWalletUser(t);
    const recipe = await createRecipe(t.db, [2, 1]);
    const firstSet = await giveCopies(t.db, crafter.id, recipe.setIds[0]!, 2);
    const secondSet = await giveCopies(t.db, crafter.id, recipe.setIds[1]!, 1);
    const { consumes } = await readinessThroughApi(t, crafter, recipe.id);

    const response = await craftThroughApi(t, crafter, recipe.id, consumes);

    expect(response.statusCode).toBe(200);
    const outcome = response.json().payload;
    expect(outcome.result).toMatchObject({ setId: recipe.resultSetId, rarity: 'epic', properties: { origin: 'test' }, ownerId: crafter.id });
    expect(outcome.consumed.map((collectible: { id: string }) => collectible.id).sort()).toEqual([...firstSet, ...secondSet].sort());
    expect(await ownersOf([...firstSet, ...secondSet])).toEqual([null, null, null]);
    expect(await ownersOf([outcome.result.id])).toEqual([crafter.id]);
  });

  it("shows in the crafter's collection at once, though collections are kept a minute", async () => {
    const { crafter, recipe, copies } = await crafterWithIngredients(2);
    expect((await collectionOf(crafter.id)).total).toBe(2);

    const outcome = (await craftThroughApi(t, crafter, recipe.id, copies)).json().payload;

    const after = await collectionOf(crafter.id);
    expect(after.records.map((collectible: { id: string }) => collectible.id)).toEqual([outcome.result.id]);
  });

  it('records each move in the ledger: every ingredient to the merchant, the result from it, no GEM', async () => {
    const { crafter, recipe, copies } = await crafterWithIngredients(2);

    const outcome = (await craftThroughApi(t, crafter, recipe.id, copies)).json().payload;

    const { records } = (await send(t, 'GET', '/api/users/self/transactions?pageSize=10', crafter.token)).json().payload;
    const moves = records.map((record: { kind: string; fromGEMId: string | null; toGEMId: string | null; collectibleId: string; amount: string }) => ({
      kind: record.kind,
      from: record.fromGEMId,
      to: record.toGEMId,
      collectibleId: record.collectibleId,
      amount: record.amount,
    }));
    expect(moves).toHaveLength(3);
    expect(moves).toEqual(
      expect.arrayContaining([
        { kind: 'CRAFT', from: crafter.id, to: null, collectibleId: copies[0], amount: '0.0' },
        { kind: 'CRAFT', from: crafter.id, to: null, collectibleId: copies[1], amount: '0.0' },
        { kind: 'CRAFT', from: null, to: crafter.id, collectibleId: outcome.result.id, amount: '0.0' },
      ]),
    );
  });

  it('crafts once when four crafts of the same collectibles arrive together: the others answer 409', async () => {
    const { crafter, recipe, copies } = await crafterWithIngredients(2);

    const answers = await Promise.all(Array.from({ length: 4 }, () => craftThroughApi(t, crafter, recipe.id, copies)));

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toMatch(/^Missing ingredients: 2 × /);
    const minted = await t.db
      .select()
      .from(collectibles)
      .where(and(eq(collectibles.setId, recipe.resultSetId), eq(collectibles.ownerId, crafter.id)));
    expect(minted).toHaveLength(1);
  });

  it('crafts once when two crafts share one collectible of the three the crafter holds', async () => {
    const { crafter, recipe, copies } = await crafterWithIngredients(2, 1);
    const [a, b, c] = copies as [string, string, string];

    const answers = await Promise.all([craftThroughApi(t, crafter, recipe.id, [a, b]), craftThroughApi(t, crafter, recipe.id, [b, c])]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toMatch(/^Missing ingredients: 1 × Copy of set-/);
    expect((await ownersOf(copies)).filter((owner) => owner === null)).toHaveLength(2);
  });

  it('answers 409 naming each missing set and how many more it needs, and changes nothing', async () => {
    const crafter = await createWalletUser(t);
    const recipe = await createRecipe(t.db, [3, 1]);
    const held = await giveCopies(t.db, crafter.id, recipe.setIds[0]!, 1);

    const response = await craftThroughApi(t, crafter, recipe.id, held);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Missing ingredients: 2 × Copy of ${recipe.setIds[0]} (${recipe.setIds[0]}), 1 × ${recipe.setIds[1]} (${recipe.setIds[1]})`,
    );
    expect(await ownersOf(held)).toEqual([crafter.id]);
  });

  it.each([
    [
      'on the market',
      async (collectibleId: string, owner: WalletUser) => {
        await t.db.insert(listings).values({ kind: 'MARKET', merchantId: FIXTURE_MERCHANT, collectibleId, sellerId: owner.id, price: '5.00' });
      },
    ],
    [
      'reserved by a buyer',
      async (collectibleId: string, owner: WalletUser) => {
        await t.db
          .insert(listings)
          .values({ kind: 'MARKET', merchantId: FIXTURE_MERCHANT, collectibleId, sellerId: owner.id, price: '5.00', status: 'RESERVED' });
      },
    ],
    [
      'sold or given for an offer, awaiting settlement',
      async (collectibleId: string, owner: WalletUser) => {
        await t.db.insert(transactions).values({ kind: 'OFFER', fromUserId: null, toUserId: owner.id, amountWei: '1', collectibleId, status: 'PENDING' });
      },
    ],
  ])('refuses with 409 to consume a collectible %s', async (_state, commit) => {
    const { crafter, recipe, copies } = await crafterWithIngredients(2);
    await commit(copies[0]!, crafter);

    const response = await craftThroughApi(t, crafter, recipe.id, copies);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Missing ingredients: 1 × /);
    expect(await ownersOf(copies)).toEqual([crafter.id, crafter.id]);
    expect(await readinessThroughApi(t, crafter, recipe.id)).toMatchObject({ craftable: false, ingredients: [{ owned: 1, locked: 1, missing: 1 }] });
  });

  it("refuses with 409 to consume someone else's collectible, or one of another set", async () => {
    const { crafter, recipe, copies } = await crafterWithIngredients(2);
    const other = await createWalletUser(t);
    const [othersCopy] = await giveCopies(t.db, other.id, recipe.setIds[0]!, 1);
    const [strayCopy] = await giveCopies(t.db, crafter.id, `set-stray-${randomUUID().slice(0, 8)}`, 1);

    const withOthers = await craftThroughApi(t, crafter, recipe.id, [copies[0]!, othersCopy!]);
    const withExtra = await craftThroughApi(t, crafter, recipe.id, [...copies, strayCopy!]);

    expect(withOthers.json()).toMatchObject({ status: 409, message: expect.stringMatching(/^Missing ingredients: 1 × /) });
    expect(withExtra.json()).toMatchObject({ status: 409, message: 'Not the ingredients of this recipe' });
    expect(await ownersOf([...copies, othersCopy!, strayCopy!])).toEqual(expect.arrayContaining([crafter.id, crafter.id, other.id, crafter.id]));
  });

  it('takes copies nobody bids on first, and declines the open offers on those it consumes, telling their bidders', async () => {
    const { crafter, recipe, copies } = await crafterWithIngredients(1, 1);
    const [bidOn, free] = copies as [string, string];
    const bidder = await t.createUser();
    await t.db.insert(offers).values({ collectibleId: bidOn, bidderId: bidder.id, price: '3.00', message: 'bid', signature: '0x', status: 'OPEN' });

    expect((await readinessThroughApi(t, crafter, recipe.id)).consumes).toEqual([free]);
    expect((await craftThroughApi(t, crafter, recipe.id, [bidOn])).statusCode).toBe(200);

    const [offer] = await t.db.select({ status: offers.status }).from(offers).where(eq(offers.collectibleId, bidOn));
    const told = await t.db.select({ translationId: notifications.translationId }).from(notifications).where(eq(notifications.userId, bidder.id));
    expect(offer).toEqual({ status: 'DECLINED' });
    expect(told).toEqual([{ translationId: 'offer.declined' }]);
    const [{ name }] = (await t.db.select({ name: collectibles.name }).from(collectibles).where(eq(collectibles.id, bidOn))) as [{ name: string }];
    expect(await queuedMailsOf(t.db, bidder.id)).toEqual([
      expect.objectContaining({
        kind: 'offer-declined',
        category: 'offers',
        params: { collectible: name, price: expect.any(String), link: `${DEFAULT_SHELL_ORIGIN}/user-portal/offers?agent=BUYER` },
      }),
    ]);
  });

  it('mails no bidder when the craft is refused: the offers on the collectibles stay open', async () => {
    const { crafter, recipe, copies } = await crafterWithIngredients(2);
    const bidder = await t.createUser();
    await t.db.insert(offers).values({ collectibleId: copies[0]!, bidderId: bidder.id, price: '3.00', message: 'bid', signature: '0x', status: 'OPEN' });

    // One copy short of the recipe: the craft is refused and nothing it would have changed is.
    expect((await craftThroughApi(t, crafter, recipe.id, [copies[0]!])).statusCode).toBe(409);

    expect(await queuedMailsOf(t.db, bidder.id)).toEqual([]);
  });

  it('refuses a signature of other collectibles (403) and a crafter without a wallet (409), consuming nothing', async () => {
    const { crafter, recipe, copies } = await crafterWithIngredients(2, 1);
    const walletless = await t.createUser();
    const [walletlessCopy] = await giveCopies(t.db, walletless.id, recipe.setIds[0]!, 2);
    const signedForOthers = await signCraft(crafter, recipe.id, [copies[1]!, copies[2]!]);

    const forged = await send(t, 'POST', '/api/users/self/crafts', crafter.token, {
      recipeId: recipe.id,
      collectibleIds: copies.slice(0, 2),
      signature: signedForOthers,
    });
    const noWallet = await send(t, 'POST', '/api/users/self/crafts', walletless.token, {
      recipeId: recipe.id,
      collectibleIds: [walletlessCopy],
      signature: signedForOthers,
    });

    expect(forged.json()).toMatchObject({ status: 403, message: 'Invalid signature' });
    expect(noWallet.json()).toMatchObject({ status: 409, message: 'User address not found' });
    expect(await ownersOf(copies)).toEqual([crafter.id, crafter.id, crafter.id]);
  });

  it("answers 404 for an unknown recipe and 'Merchant not found' for a recipe of an inactive merchant", async () => {
    const crafter = await createWalletUser(t);
    const inactive = await createRecipe(t.db, [1], { merchantId: 'shadow-forge', categoryId: 'anything' });
    const [copy] = await giveCopies(t.db, crafter.id, inactive.setIds[0]!, 1, 'shadow-forge');
    const [merchant] = await t.db.select({ status: merchants.status }).from(merchants).where(eq(merchants.id, 'shadow-forge'));
    expect(merchant).toEqual({ status: 'INACTIVE' });

    expect((await craftThroughApi(t, crafter, randomUUID(), [copy!])).json()).toMatchObject({ status: 404, message: 'Recipe not found' });
    expect((await craftThroughApi(t, crafter, inactive.id, [copy!])).json()).toMatchObject({ status: 404, message: 'Merchant not found' });
  });

  it.each([
    [{}, /^body\.recipeId: /],
    [{ recipeId: 'ember-charm', collectibleIds: [], signature: SOME_SIGNATURE }, /^body\.recipeId: /],
    [{ recipeId: randomUUID(), collectibleIds: ['not-a-uuid'], signature: SOME_SIGNATURE }, /^body\.collectibleIds\.0: /],
    [{ recipeId: randomUUID(), collectibleIds: [SAME_ID, SAME_ID], signature: SOME_SIGNATURE }, /^body\.collectibleIds: Each collectible once/],
    [{ recipeId: randomUUID(), collectibleIds: [], signature: '0x12' }, /^body\.signature: /],
    [{ recipeId: randomUUID(), collectibleIds: [], signature: SOME_SIGNATURE, price: '1.00' }, /^body: Unrecognized key/],
    [null, /^body: /],
  ])('refuses the body %j with 400 naming the field', async (payload, message) => {
    const crafter = await createWalletUser(t);

    const response = await send(t, 'POST', '/api/users/self/crafts', crafter.token, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const response = await send(t, 'POST', '/api/users/self/crafts', null, { recipeId: randomUUID(), collectibleIds: [], signature: SOME_SIGNATURE });

    expect(response.statusCode).toBe(401);
  });
});

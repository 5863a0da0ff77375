import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Wallet } from 'ethers';
import { buildPurchaseMessage, PRODUCT } from '@marketplace/contracts/wire';
import { gemToWei } from '../ledger/gem-amounts.js';
import { balances, listings, merchantCategories, merchantPlayers, mints, transactions, users } from '../db/schema.js';
import { balanceWeiOfUser } from '../ledger/balances.js';
import {
  buyThroughApi,
  createListedCollectible,
  createWalletUser,
  enableTwoFactor,
  FIXTURE_MERCHANT,
  setGemUsdPrice,
  type WalletUser,
} from '../testing/commerce-fixtures.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { TWO_FACTOR_ATTEMPTS } from '../two-factor/two-factor-settings.js';
import { send } from '../testing/send-request.js';

let t: TestApp;

// At 0.05 USD per GEM the 0.5 USD fee floor is exactly 10 GEM; 5 % is above it from 200 GEM on.
beforeAll(async () => {
  t = await openTestApp({ settleAfterMs: null, rateTickMs: null });
  await setGemUsdPrice(t.db, 0.05);
});

afterAll(() => t.close());

const mintUrl = (mintId: string, action = '') => `/api/users/self/mints/${mintId}${action}`;

function reserve(token: string | null, mintId: string, payload: unknown) {
  return send(t, 'POST', mintUrl(mintId, '/purchases'), token, payload);
}

function sign(token: string | null, mintId: string, payload: unknown) {
  return send(t, 'POST', mintUrl(mintId, '/sign'), token, payload);
}

async function reserved(buyer: WalletUser, collectibleId: string) {
  const mintId = randomUUID();
  const response = await reserve(buyer.token, mintId, { collectibleId });
  expect(response.statusCode).toBe(200);
  return { mintId, message: response.json().payload.message as string };
}

async function listingStatus(listingId: string) {
  const [listing] = await t.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listingId));
  return listing?.status;
}

async function mintStatus(mintId: string) {
  const [mint] = await t.db.select({ status: mints.status }).from(mints).where(eq(mints.id, mintId));
  return mint?.status;
}

describe('POST /api/users/self/mints/{id}/purchases', () => {
  it('reserves the listing for 10 minutes and answers the mint with the message to sign', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId, listingId } = await createListedCollectible(t.db, { price: '100.00' });
    const mintId = randomUUID();
    const before = Date.now();

    const response = await reserve(buyer.token, mintId, { collectibleId });

    expect(response.statusCode).toBe(200);
    const mint = response.json().payload;
    expect(mint).toMatchObject({ id: mintId, collectibleId, listingId, price: '100.0', fee: '10.0', total: '110.0', status: 'RESERVED' });
    expect(mint.message).toBe(buildPurchaseMessage({ mintId, collectibleId, price: '100.0', fee: '10.0' }));
    expect(Date.parse(mint.expiresAt) - before).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(Date.parse(mint.expiresAt) - before).toBeLessThanOrEqual(10 * 60_000 + 5000);
    expect(await listingStatus(listingId)).toBe('RESERVED');
  });

  it('charges the percentage when it is above the USD floor (spec §9)', async () => {
    const buyer = await createWalletUser(t, { balance: '2000' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '1000.00' });

    const response = await reserve(buyer.token, randomUUID(), { collectibleId });

    expect(response.json().payload).toMatchObject({ price: '1000.0', fee: '50.0', total: '1050.0' });
  });

  it('charges the floor of minimumPrice USD at the current rate when 5 % is below it, rounded up to the wei', async () => {
    await setGemUsdPrice(t.db, 0.03);
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });

    const response = await reserve(buyer.token, randomUUID(), { collectibleId });
    await setGemUsdPrice(t.db, 0.05);

    // 0.5 / 0.03 = 16.666… GEM, the last wei rounded up.
    expect(response.json().payload.fee).toBe('16.666666666666666667');
  });

  it('answers the same mint when the same user repeats the call', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
    const mintId = randomUUID();
    const first = await reserve(buyer.token, mintId, { collectibleId });

    const second = await reserve(buyer.token, mintId, { collectibleId });

    expect(second.statusCode).toBe(200);
    expect(second.json().payload).toEqual(first.json().payload);
  });

  it('refuses a mint id another user already named with 409', async () => {
    const first = await createWalletUser(t, { balance: '500' });
    const second = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
    const other = await createListedCollectible(t.db, { price: '100.00' });
    const mintId = randomUUID();
    await reserve(first.token, mintId, { collectibleId });

    const response = await reserve(second.token, mintId, { collectibleId: other.collectibleId });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Mint id already used');
    expect(await listingStatus(other.listingId)).toBe('ACTIVE');
  });

  it('refuses to sell a user their own market listing with 409', async () => {
    const seller = await createWalletUser(t, { balance: '500' });
    const { collectibleId, listingId } = await createListedCollectible(t.db, { price: '100.00', sellerId: seller.id });

    const response = await reserve(seller.token, randomUUID(), { collectibleId });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Cannot buy your own listing');
    expect(await listingStatus(listingId)).toBe('ACTIVE');
  });

  it('refuses a collectible another buyer holds reserved with 409, and an unknown one with 404', async () => {
    const first = await createWalletUser(t, { balance: '500' });
    const second = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
    await reserved(first, collectibleId);

    const taken = await reserve(second.token, randomUUID(), { collectibleId });
    const unknown = await reserve(second.token, randomUUID(), { collectibleId: randomUUID() });

    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Collectible is not for sale');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a buyer who cannot pay price plus fee with 409 Insufficient balance', async () => {
    const buyer = await createWalletUser(t, { balance: '109.99' });
    const { collectibleId, listingId } = await createListedCollectible(t.db, { price: '100.00' });

    const response = await reserve(buyer.token, randomUUID(), { collectibleId });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 409, message: 'Insufficient balance', payload: null });
    expect(await listingStatus(listingId)).toBe('ACTIVE');
  });

  it('reserves a listing for one of two buyers asking at the same moment', async () => {
    const [first, second] = await Promise.all([createWalletUser(t, { balance: '500' }), createWalletUser(t, { balance: '500' })]);
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });

    const answers = await Promise.all([first, second].map((buyer) => reserve(buyer.token, randomUUID(), { collectibleId })));

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it.each([
    [{}, /^body\.collectibleId: /],
    [{ collectibleId: 'not-a-uuid' }, /^body\.collectibleId: /],
    [{ collectibleId: randomUUID(), price: '1.00' }, /^body: Unrecognized key/],
    [null, /^body: /],
  ])('refuses the body %j with 400 naming the field', async (payload, message) => {
    const buyer = await createWalletUser(t, { balance: '500' });

    const response = await reserve(buyer.token, randomUUID(), payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('refuses a mint id that is not a UUID with 400 naming it', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });

    const response = await reserve(buyer.token, 'mint-1', { collectibleId: randomUUID() });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^params\.id: /);
  });

  it('answers 401 without a token and to an expired one', async () => {
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });

    expect((await reserve(null, randomUUID(), { collectibleId })).statusCode).toBe(401);
    expect((await reserve(await t.expiredTokenFor(t.demo.id), randomUUID(), { collectibleId })).statusCode).toBe(401);
  });
});

describe('POST /api/users/self/mints/{id}/purchases of a players-only item (spec §6)', () => {
  const PLAYERS_ONLY_CATEGORY = 'players-lounge';

  beforeAll(async () => {
    await t.db
      .insert(merchantCategories)
      .values({ merchantId: FIXTURE_MERCHANT, section: 'STORE', id: PLAYERS_ONLY_CATEGORY, name: 'Players lounge', position: 99, playersOnly: true });
  });

  async function playersOnlyItem() {
    const item = await createListedCollectible(t.db, { price: '20.00' });
    await t.db.update(listings).set({ categoryId: PLAYERS_ONLY_CATEGORY }).where(eq(listings.id, item.listingId));
    return item;
  }

  it('refuses a buyer who is not a player of the game with 403 saying so, and keeps the item on sale', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId, listingId } = await playersOnlyItem();

    const response = await reserve(buyer.token, randomUUID(), { collectibleId });

    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/only players of this game can buy this item/i);
    expect(await listingStatus(listingId)).toBe('ACTIVE');
  });

  it('reserves it for a player of the game', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    await t.db.insert(merchantPlayers).values({ merchantId: FIXTURE_MERCHANT, userId: buyer.id, playerId: 'DD-TEST-0001' });
    const { collectibleId, listingId } = await playersOnlyItem();

    const response = await reserve(buyer.token, randomUUID(), { collectibleId });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ collectibleId, listingId, status: 'RESERVED' });
  });

  it("does not count a player of another merchant's game", async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    await t.db.insert(merchantPlayers).values({ merchantId: 'elemental-raiders', userId: buyer.id, playerId: 'ER-TEST-0001' });
    const { collectibleId } = await playersOnlyItem();

    expect((await reserve(buyer.token, randomUUID(), { collectibleId })).statusCode).toBe(403);
  });
});

describe('POST /api/users/self/mints/{id}/sign', () => {
  it('debits price plus fee, sells the listing and records a PENDING purchase', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId, listingId } = await createListedCollectible(t.db, { price: '100.00' });
    const { mintId, message } = await reserved(buyer, collectibleId);

    const response = await sign(buyer.token, mintId, { signature: await buyer.wallet.signMessage(message) });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ id: mintId, status: 'SIGNED', total: '110.0' });
    expect(await balanceWeiOfUser(t.db, buyer.id)).toBe(gemToWei('390'));
    expect(await listingStatus(listingId)).toBe('SOLD');
    const recorded = await t.db.select().from(transactions).where(eq(transactions.mintId, mintId));
    expect(recorded).toEqual([
      expect.objectContaining({
        kind: 'PURCHASE',
        status: 'PENDING',
        fromUserId: buyer.id,
        toUserId: null,
        collectibleId,
        amountWei: gemToWei('100').toString(),
        feeWei: gemToWei('10').toString(),
      }),
    ]);
  });

  it('accepts the signature whatever the case of the stored address', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
    const { mintId, message } = await reserved(buyer, collectibleId);
    await t.db.update(users).set({ walletAddress: buyer.wallet.address.toLowerCase() }).where(eq(users.id, buyer.id));

    const response = await sign(buyer.token, mintId, { signature: await buyer.wallet.signMessage(message) });

    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['another wallet', async (_buyer: WalletUser, message: string) => Wallet.createRandom().signMessage(message)],
    ['another message', async (buyer: WalletUser) => buyer.wallet.signMessage('Marketplace purchase of something else')],
    ['no key at all', async () => `0x${'00'.repeat(65)}`],
  ])('refuses a signature by %s with 403 and charges nothing', async (_case, signatureOf) => {
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
    const { mintId, message } = await reserved(buyer, collectibleId);

    const response = await sign(buyer.token, mintId, { signature: await signatureOf(buyer, message) });

    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Invalid signature');
    expect(await balanceWeiOfUser(t.db, buyer.id)).toBe(gemToWei('500'));
    expect(await mintStatus(mintId)).toBe('RESERVED');
  });

  it('refuses a user without a wallet address with 409 User address not found', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
    const { mintId, message } = await reserved(buyer, collectibleId);
    await t.db.update(users).set({ walletAddress: null }).where(eq(users.id, buyer.id));

    const response = await sign(buyer.token, mintId, { signature: await buyer.wallet.signMessage(message) });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('User address not found');
  });

  describe('with 2FA on', () => {
    async function reservedWithTwoFactor() {
      const buyer = await createWalletUser(t, { balance: '500' });
      const authenticator = await enableTwoFactor(t.db, buyer.id);
      const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
      const { mintId, message } = await reserved(buyer, collectibleId);
      return { buyer, authenticator, mintId, signature: await buyer.wallet.signMessage(message) };
    }

    it('refuses a signature without a code with 403 Invalid 2FA code', async () => {
      const { buyer, mintId, signature } = await reservedWithTwoFactor();

      const response = await sign(buyer.token, mintId, { signature });

      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Invalid 2FA code');
      expect(await mintStatus(mintId)).toBe('RESERVED');
    });

    it('refuses a wrong code with 403 Invalid 2FA code', async () => {
      const { buyer, authenticator, mintId, signature } = await reservedWithTwoFactor();
      const wrong = await authenticator.wrongCode();

      const response = await sign(buyer.token, mintId, { signature, code: wrong });

      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Invalid 2FA code');
    });

    it('signs with the current code of the authenticator', async () => {
      const { buyer, authenticator, mintId, signature } = await reservedWithTwoFactor();

      const response = await sign(buyer.token, mintId, { signature, code: await authenticator.codeNow() });

      expect(response.statusCode).toBe(200);
      expect(response.json().payload.status).toBe('SIGNED');
    });

    it('stops taking codes after the allowed wrong ones, even the right one, with 429', async () => {
      const { buyer, authenticator, mintId, signature } = await reservedWithTwoFactor();
      for (let attempt = 0; attempt < TWO_FACTOR_ATTEMPTS.maxFailures; attempt += 1) {
        expect((await sign(buyer.token, mintId, { signature, code: await authenticator.wrongCode() })).statusCode).toBe(403);
      }

      const response = await sign(buyer.token, mintId, { signature, code: await authenticator.codeNow() });

      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ status: 429, message: 'Too many wrong codes, try again later', payload: null });
      expect(await mintStatus(mintId)).toBe('RESERVED');
      expect(await balanceWeiOfUser(t.db, buyer.id)).toBe(gemToWei('500'));
    });

    it('spends nothing of the budget on a signature sent without a code', async () => {
      const { buyer, authenticator, mintId, signature } = await reservedWithTwoFactor();
      for (let attempt = 0; attempt < TWO_FACTOR_ATTEMPTS.maxFailures; attempt += 1) {
        expect((await sign(buyer.token, mintId, { signature })).statusCode).toBe(403);
      }

      const response = await sign(buyer.token, mintId, { signature, code: await authenticator.codeNow() });

      expect(response.statusCode).toBe(200);
    });

    it('counts wrong codes here against the budget of PUT /api/users/self/2fa', async () => {
      const { buyer, authenticator, mintId, signature } = await reservedWithTwoFactor();
      for (let attempt = 0; attempt < TWO_FACTOR_ATTEMPTS.maxFailures; attempt += 1) {
        await sign(buyer.token, mintId, { signature, code: await authenticator.wrongCode() });
      }

      const response = await send(t, 'PUT', '/api/users/self/2fa', buyer.token, { twoFactorAuth: false, code: await authenticator.codeNow() });

      expect(response.statusCode).toBe(429);
      expect(response.json().message).toBe('Too many wrong codes, try again later');
      const [user] = await t.db.select({ twoFactorAuth: users.twoFactorAuth }).from(users).where(eq(users.id, buyer.id));
      expect(user?.twoFactorAuth).toBe(true);
    });

    it('counts wrong codes of PUT /api/users/self/2fa against the budget here', async () => {
      const { buyer, authenticator, mintId, signature } = await reservedWithTwoFactor();
      for (let attempt = 0; attempt < TWO_FACTOR_ATTEMPTS.maxFailures; attempt += 1) {
        const wrong = await send(t, 'PUT', '/api/users/self/2fa', buyer.token, { twoFactorAuth: false, code: await authenticator.wrongCode() });
        expect(wrong.statusCode).toBe(403);
      }

      const response = await sign(buyer.token, mintId, { signature, code: await authenticator.codeNow() });

      expect(response.statusCode).toBe(429);
      expect(await mintStatus(mintId)).toBe('RESERVED');
    });
  });

  it('refuses a second signature of the same mint with 409 and debits once', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
    const { mintId, message } = await reserved(buyer, collectibleId);
    const signature = await buyer.wallet.signMessage(message);
    await sign(buyer.token, mintId, { signature });

    const again = await sign(buyer.token, mintId, { signature });

    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Mint already signed');
    expect(await balanceWeiOfUser(t.db, buyer.id)).toBe(gemToWei('390'));
  });

  it('refuses an expired reservation with 409 and puts the listing back on sale', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId, listingId } = await createListedCollectible(t.db, { price: '100.00' });
    const { mintId, message } = await reserved(buyer, collectibleId);
    await t.db
      .update(mints)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mints.id, mintId));

    const response = await sign(buyer.token, mintId, { signature: await buyer.wallet.signMessage(message) });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Reservation expired');
    expect(await mintStatus(mintId)).toBe('EXPIRED');
    expect(await listingStatus(listingId)).toBe('ACTIVE');
    expect(await balanceWeiOfUser(t.db, buyer.id)).toBe(gemToWei('500'));
  });

  it('refuses with 409 Insufficient balance when the GEM went elsewhere since the reservation', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId, listingId } = await createListedCollectible(t.db, { price: '100.00' });
    const { mintId, message } = await reserved(buyer, collectibleId);
    await t.db
      .update(balances)
      .set({ amountWei: gemToWei('109.99').toString() })
      .where(and(eq(balances.userId, buyer.id), eq(balances.product, PRODUCT)));

    const response = await sign(buyer.token, mintId, { signature: await buyer.wallet.signMessage(message) });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Insufficient balance');
    expect(await mintStatus(mintId)).toBe('RESERVED');
    expect(await listingStatus(listingId)).toBe('RESERVED');
    expect(await balanceWeiOfUser(t.db, buyer.id)).toBe(gemToWei('109.99'));
  });

  it('sells a listing once when two buyers reserve and sign it at the same moment', async () => {
    const buyers = await Promise.all([createWalletUser(t, { balance: '500' }), createWalletUser(t, { balance: '500' })]);
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });

    const outcomes = await Promise.allSettled(buyers.map((buyer) => buyThroughApi(t, buyer, collectibleId)));

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const paid = await Promise.all(buyers.map((buyer) => balanceWeiOfUser(t.db, buyer.id)));
    expect(paid.sort()).toEqual([gemToWei('390'), gemToWei('500')]);
  });

  it('lets only one of two reservations of the same listing be signed, should two ever exist', async () => {
    const buyers = await Promise.all([createWalletUser(t, { balance: '500' }), createWalletUser(t, { balance: '500' })]);
    const { collectibleId, listingId } = await createListedCollectible(t.db, { price: '100.00' });
    const first = await reserved(buyers[0]!, collectibleId);
    // A second reservation of the same listing, as a race the listing guard missed would leave it.
    const secondId = randomUUID();
    const message = buildPurchaseMessage({ mintId: secondId, collectibleId, price: '100.0', fee: '10.0' });
    await t.db.insert(mints).values({
      id: secondId,
      userId: buyers[1]!.id,
      listingId,
      collectibleId,
      priceWei: gemToWei('100').toString(),
      feeWei: gemToWei('10').toString(),
      message,
      expiresAt: new Date(Date.now() + 60_000),
    });

    const answers = await Promise.all([
      sign(buyers[0]!.token, first.mintId, { signature: await buyers[0]!.wallet.signMessage(first.message) }),
      sign(buyers[1]!.token, secondId, { signature: await buyers[1]!.wallet.signMessage(message) }),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const recorded = await t.db.select().from(transactions).where(eq(transactions.collectibleId, collectibleId));
    expect(recorded).toHaveLength(1);
  });

  it("answers 404 for another user's mint", async () => {
    const owner = await createWalletUser(t, { balance: '500' });
    const other = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
    const { mintId, message } = await reserved(owner, collectibleId);

    const response = await sign(other.token, mintId, { signature: await other.wallet.signMessage(message) });

    expect(response.statusCode).toBe(404);
    expect(await mintStatus(mintId)).toBe('RESERVED');
  });

  it.each([
    [{}, /^body\.signature: /],
    [{ signature: '0x1234' }, /^body\.signature: /],
    [{ signature: `0x${'ab'.repeat(65)}`, code: '12' }, /^body\.code: /],
    [{ signature: `0x${'ab'.repeat(65)}`, code: 123456 }, /^body\.code: /],
  ])('refuses the body %j with 400 naming the field', async (payload, message) => {
    const buyer = await createWalletUser(t, { balance: '500' });

    const response = await sign(buyer.token, randomUUID(), payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers 401 without a token and to an expired one', async () => {
    const payload = { signature: `0x${'ab'.repeat(65)}` };

    expect((await sign(null, randomUUID(), payload)).statusCode).toBe(401);
    expect((await sign(await t.expiredTokenFor(t.demo.id), randomUUID(), payload)).statusCode).toBe(401);
  });
});

describe('DELETE /api/users/self/mints/{id}', () => {
  it('cancels a reserved mint and puts the listing back on sale for anyone', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    const next = await createWalletUser(t, { balance: '500' });
    const { collectibleId, listingId } = await createListedCollectible(t.db, { price: '100.00' });
    const { mintId } = await reserved(buyer, collectibleId);

    const response = await send(t, 'DELETE', mintUrl(mintId), buyer.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ id: mintId, status: 'CANCELLED' });
    expect(await listingStatus(listingId)).toBe('ACTIVE');
    expect((await reserve(next.token, randomUUID(), { collectibleId })).statusCode).toBe(200);
  });

  it('refuses a signed mint with 409', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId, listingId } = await createListedCollectible(t.db, { price: '100.00' });
    const mintId = await buyThroughApi(t, buyer, collectibleId);

    const response = await send(t, 'DELETE', mintUrl(mintId), buyer.token);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Mint already signed');
    expect(await listingStatus(listingId)).toBe('SOLD');
  });

  it("answers 404 for another user's mint and leaves it reserved", async () => {
    const owner = await createWalletUser(t, { balance: '500' });
    const other = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
    const { mintId } = await reserved(owner, collectibleId);

    const response = await send(t, 'DELETE', mintUrl(mintId), other.token);

    expect(response.statusCode).toBe(404);
    expect(await mintStatus(mintId)).toBe('RESERVED');
  });

  it('refuses an id that is not a UUID with 400, and answers 401 without a token and to an expired one', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });

    const bad = await send(t, 'DELETE', mintUrl('42'), buyer.token);

    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^params\.id: /);
    expect((await send(t, 'DELETE', mintUrl(randomUUID()), null)).statusCode).toBe(401);
    expect((await send(t, 'DELETE', mintUrl(randomUUID()), await t.expiredTokenFor(t.demo.id))).statusCode).toBe(401);
  });
});

describe('GET /api/users/self/mints and /{id}', () => {
  it("lists the user's own mints, newest first, a page at a time", async () => {
    const buyer = await createWalletUser(t, { balance: '1000' });
    const other = await createWalletUser(t, { balance: '1000' });
    const older = await reserved(buyer, (await createListedCollectible(t.db, { price: '100.00' })).collectibleId);
    const newer = await reserved(buyer, (await createListedCollectible(t.db, { price: '100.00' })).collectibleId);
    await reserved(other, (await createListedCollectible(t.db, { price: '100.00' })).collectibleId);
    await t.db
      .update(mints)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(mints.id, older.mintId));

    const first = await send(t, 'GET', '/api/users/self/mints?page=1&pageSize=1', buyer.token);
    const second = await send(t, 'GET', '/api/users/self/mints?page=2&pageSize=1', buyer.token);

    expect(first.statusCode).toBe(200);
    expect(first.json().payload.total).toBe(2);
    expect(first.json().payload.records.map((mint: { id: string }) => mint.id)).toEqual([newer.mintId]);
    expect(second.json().payload.records.map((mint: { id: string }) => mint.id)).toEqual([older.mintId]);
  });

  it('answers one mint, showing a reservation past its time as EXPIRED', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
    const { mintId } = await reserved(buyer, collectibleId);
    await t.db
      .update(mints)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mints.id, mintId));

    const response = await send(t, 'GET', mintUrl(mintId), buyer.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ id: mintId, collectibleId, status: 'EXPIRED' });
  });

  it("answers 404 for another user's mint", async () => {
    const owner = await createWalletUser(t, { balance: '500' });
    const other = await createWalletUser(t, { balance: '500' });
    const { mintId } = await reserved(owner, (await createListedCollectible(t.db, { price: '100.00' })).collectibleId);

    const response = await send(t, 'GET', mintUrl(mintId), other.token);

    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Mint not found');
  });

  it.each([
    ['pageSize=0', /^query\.pageSize: /],
    ['pageSize=101', /^query\.pageSize: /],
    ['page=first', /^query\.page: /],
    ['sort=price', /^query: Unrecognized key/],
  ])('refuses the query %s with 400 naming the field', async (query, message) => {
    const response = await send(t, 'GET', `/api/users/self/mints?${query}`, t.demo.token);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers 401 without a token and to an expired one', async () => {
    expect((await send(t, 'GET', '/api/users/self/mints', null)).statusCode).toBe(401);
    expect((await send(t, 'GET', '/api/users/self/mints', await t.expiredTokenFor(t.demo.id))).statusCode).toBe(401);
    expect((await send(t, 'GET', mintUrl(randomUUID()), await t.expiredTokenFor(t.demo.id))).statusCode).toBe(401);
  });
});

import { DEFAULT_SHELL_ORIGIN } from '../defaults/default-origins.js';
import { and, eq } from 'drizzle-orm';
import { settlePendingTransactions } from '../commerce/settlement.js';
import { gemToWei } from '../ledger/gem-amounts.js';
import { transactions, users } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { balanceWeiOfUser } from '../ledger/balances.js';
import { buyCartThroughApi, type CartItem } from '../testing/cart-fixtures.js';
import { buyThroughApi, createListedCollectible, createWalletUser, setGemUsdPrice, type WalletUser } from '../testing/commerce-fixtures.js';
import { queuedMailsOf } from '../testing/queued-mails.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { referralRewardWei } from './referral-rewards.js';

let t: TestApp;

// At 0.05 USD a GEM the 0.50 USD floor makes the fee of a 100 GEM purchase 10 GEM, and of any cart under 200 GEM.
const RATE = 0.05;

beforeAll(async () => {
  t = await openTestApp({ settleAfterMs: null, rateTickMs: null });
  await setGemUsdPrice(t.db, RATE);
});

afterAll(() => t.close());

async function referredBuyer(referrerId: string | null) {
  const buyer = await createWalletUser(t, { balance: '500' });
  await t.db.update(users).set({ referrerId }).where(eq(users.id, buyer.id));
  return buyer;
}

const settle = () => settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN });

/** A 100 GEM store item bought alone, signed but not yet settled; answers its mint's id. */
async function storePurchaseSigned(buyer: WalletUser): Promise<string> {
  const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
  return buyThroughApi(t, buyer, collectibleId);
}

async function storePurchaseSettled(buyer: WalletUser): Promise<string> {
  const mintId = await storePurchaseSigned(buyer);
  await settle();
  return mintId;
}

/** A listing for a cart: a store item, or with `sellerId` a market listing of that seller's. */
async function cartItem(price: string, sellerId?: string): Promise<CartItem> {
  const name = `Referral gem ${price} ${sellerId ? 'market' : 'store'} ${Math.random().toString(36).slice(2, 8)}`;
  const { listingId } = await createListedCollectible(t.db, { price, name, ...(sellerId ? { sellerId } : {}) });
  return { listingId, name, price };
}

function rewardsTo(referrerId: string) {
  return t.db.select().from(transactions).where(eq(transactions.toUserId, referrerId));
}

function rewardsFor(referredUserId: string) {
  return t.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.kind, 'REFERRAL_REWARD'), eq(transactions.referredUserId, referredUserId)));
}

describe('the referral reward', () => {
  it('is a fifth of the fee, to the wei', () => {
    expect(referralRewardWei(gemToWei('10'))).toBe(gemToWei('2'));
    expect(referralRewardWei(7n)).toBe(1n);
    expect(referralRewardWei(4n)).toBe(0n);
  });

  it("credits the referrer a fifth of the fee of the referred person's first store purchase, as a REFERRAL_REWARD", async () => {
    const referrer = await createWalletUser(t, { balance: '1' });
    const buyer = await referredBuyer(referrer.id);

    const mintId = await storePurchaseSettled(buyer);

    expect(await rewardsTo(referrer.id)).toEqual([
      expect.objectContaining({
        kind: 'REFERRAL_REWARD',
        fromUserId: null,
        amountWei: gemToWei('2').toString(),
        feeWei: '0',
        collectibleId: null,
        mintId,
        referredUserId: buyer.id,
        status: 'COMPLETE',
      }),
    ]);
    expect(await balanceWeiOfUser(t.db, referrer.id)).toBe(gemToWei('3'));
    // The buyer paid price and fee only: the reward comes out of the fee, not their balance.
    expect(await balanceWeiOfUser(t.db, buyer.id)).toBe(gemToWei('390'));
  });

  it('rewards only the first purchase of a referred person', async () => {
    const referrer = await createWalletUser(t);
    const buyer = await referredBuyer(referrer.id);

    await storePurchaseSettled(buyer);
    await storePurchaseSettled(buyer);

    expect(await rewardsTo(referrer.id)).toHaveLength(1);
    expect(await balanceWeiOfUser(t.db, referrer.id)).toBe(gemToWei('2'));
  });

  it('rewards nobody for a person who came without a referral', async () => {
    const buyer = await referredBuyer(null);
    const before = await t.db.select({ id: transactions.id }).from(transactions).where(eq(transactions.kind, 'REFERRAL_REWARD'));

    await storePurchaseSettled(buyer);

    const after = await t.db.select({ id: transactions.id }).from(transactions).where(eq(transactions.kind, 'REFERRAL_REWARD'));
    expect(after).toHaveLength(before.length);
  });

  it('mails the referrer their reward once, for the first purchase only, linking to their referrals page in their language', async () => {
    const referrer = await createWalletUser(t);
    await t.db.update(users).set({ preferredLocale: 'pt' }).where(eq(users.id, referrer.id));
    const buyer = await referredBuyer(referrer.id);

    await storePurchaseSettled(buyer);
    await storePurchaseSettled(buyer);

    const [referrerRow] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, referrer.id));
    expect(await queuedMailsOf(t.db, referrer.id)).toEqual([
      expect.objectContaining({
        kind: 'referral-reward',
        toEmail: referrerRow!.email,
        category: 'offers',
        params: { amount: '2.0', link: `${DEFAULT_SHELL_ORIGIN}/pt/user-portal/referrals` },
      }),
    ]);
  });

  it('pays a referred person in a cart their store item’s share of the cart’s fee, whatever its place in the cart', async () => {
    const referrer = await createWalletUser(t, { balance: '1' });
    const seller = await createWalletUser(t);
    const buyer = await referredBuyer(referrer.id);
    // The fee of the 70 GEM cart is the 10 GEM floor; the store item comes second, after a market listing that
    // already reached the floor, so its running-total share would be nothing: its share by price is 30/70 of it.
    await buyCartThroughApi(t, buyer, [await cartItem('40.00', seller.id), await cartItem('30.00')], RATE);

    await settle();

    const reward = referralRewardWei((gemToWei('10') * 3n) / 7n);
    expect(reward).toBe(857_142_857_142_857_142n);
    expect(await rewardsTo(referrer.id)).toEqual([
      expect.objectContaining({ kind: 'REFERRAL_REWARD', fromUserId: null, amountWei: reward.toString(), feeWei: '0', mintId: null, referredUserId: buyer.id }),
    ]);
    expect(await balanceWeiOfUser(t.db, referrer.id)).toBe(gemToWei('1') + reward);
    // Out of the fee: the buyer paid the items and the fee, the seller got their price in full.
    expect(await balanceWeiOfUser(t.db, buyer.id)).toBe(gemToWei('420'));
    expect(await balanceWeiOfUser(t.db, seller.id)).toBe(gemToWei('40'));
  });

  it('rewards a cart bought first and not the single purchase after it', async () => {
    const referrer = await createWalletUser(t);
    const buyer = await referredBuyer(referrer.id);

    await buyCartThroughApi(t, buyer, [await cartItem('30.00')], RATE);
    await settle();
    await storePurchaseSettled(buyer);

    // The cart's only item carried its whole 10 GEM fee: 2 GEM, once.
    expect(await rewardsTo(referrer.id)).toEqual([expect.objectContaining({ amountWei: gemToWei('2').toString(), mintId: null, referredUserId: buyer.id })]);
    expect(await balanceWeiOfUser(t.db, referrer.id)).toBe(gemToWei('2'));
  });

  it('rewards a single purchase bought first and not a cart after it', async () => {
    const referrer = await createWalletUser(t);
    const buyer = await referredBuyer(referrer.id);

    const mintId = await storePurchaseSettled(buyer);
    await buyCartThroughApi(t, buyer, [await cartItem('30.00'), await cartItem('50.00')], RATE);
    await settle();

    expect(await rewardsTo(referrer.id)).toEqual([expect.objectContaining({ mintId, referredUserId: buyer.id })]);
  });

  it('waits for the first store purchase: a market resale, alone or in a cart, earns nothing', async () => {
    const referrer = await createWalletUser(t);
    const seller = await createWalletUser(t);
    const buyer = await referredBuyer(referrer.id);

    const { collectibleId } = await createListedCollectible(t.db, { price: '50.00', sellerId: seller.id });
    await buyThroughApi(t, buyer, collectibleId);
    await buyCartThroughApi(t, buyer, [await cartItem('20.00', seller.id)], RATE);
    await settle();
    expect(await rewardsTo(referrer.id)).toEqual([]);

    await storePurchaseSettled(buyer);
    expect(await rewardsTo(referrer.id)).toEqual([expect.objectContaining({ amountWei: gemToWei('2').toString(), referredUserId: buyer.id })]);
  });

  it('pays once when store purchases of one person settle at the same time', async () => {
    const referrer = await createWalletUser(t);
    const buyer = await referredBuyer(referrer.id);
    await storePurchaseSigned(buyer);
    await buyCartThroughApi(t, buyer, [await cartItem('30.00'), await cartItem('60.00')], RATE);

    const settled = await Promise.all([settle(), settle()]);

    // Each of the three purchases settled once, by one round or the other; the reward was paid once.
    expect(settled.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(3);
    expect(await rewardsFor(buyer.id)).toHaveLength(1);
    expect(await rewardsTo(referrer.id)).toHaveLength(1);
    expect(await balanceWeiOfUser(t.db, referrer.id)).toBe(gemToWei('2'));
  });

  it('is held once per referred person by the database itself, whatever the code above it reads', async () => {
    const referrer = await createWalletUser(t);
    const buyer = await referredBuyer(referrer.id);
    await storePurchaseSettled(buyer);

    const second = t.db
      .insert(transactions)
      .values({ kind: 'REFERRAL_REWARD', toUserId: referrer.id, amountWei: '1', referredUserId: buyer.id, status: 'COMPLETE' });

    const refusal = await second.then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(refusal)).toBe(true);
  });

  it('rewards nobody for a cart of a person who came without a referral', async () => {
    const buyer = await referredBuyer(null);

    await buyCartThroughApi(t, buyer, [await cartItem('30.00')], RATE);
    await settle();

    expect(await rewardsFor(buyer.id)).toEqual([]);
  });

  it('rewards nobody for a person who names themselves their referrer, alone or in a cart', async () => {
    const buyer = await referredBuyer(null);
    await t.db.update(users).set({ referrerId: buyer.id }).where(eq(users.id, buyer.id));

    await storePurchaseSettled(buyer);
    await buyCartThroughApi(t, buyer, [await cartItem('30.00')], RATE);
    await settle();

    expect(await rewardsFor(buyer.id)).toEqual([]);
    expect(await rewardsTo(buyer.id)).toEqual([]);
    // Price and fee of both, nothing back: 500 − 110 − 40.
    expect(await balanceWeiOfUser(t.db, buyer.id)).toBe(gemToWei('350'));
  });

  it('mails the referrer the reward a cart earned', async () => {
    const referrer = await createWalletUser(t);
    const buyer = await referredBuyer(referrer.id);

    await buyCartThroughApi(t, buyer, [await cartItem('30.00')], RATE);
    await settle();

    expect(await queuedMailsOf(t.db, referrer.id)).toEqual([
      expect.objectContaining({ kind: 'referral-reward', params: expect.objectContaining({ amount: '2.0' }) }),
    ]);
  });
});

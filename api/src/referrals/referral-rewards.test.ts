import { DEFAULT_SHELL_ORIGIN } from '../defaults/default-origins.js';
import { eq } from 'drizzle-orm';
import { settlePendingTransactions } from '../commerce/settlement.js';
import { gemToWei } from '../commerce/gem-amounts.js';
import { transactions, users } from '../db/schema.js';
import { balanceWeiOfUser } from '../ledger/balances.js';
import { buyThroughApi, createListedCollectible, createWalletUser, setGemUsdPrice } from '../testing/commerce-fixtures.js';
import { queuedMailsOf } from '../testing/queued-mails.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { referralRewardWei } from './referral-rewards.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ settleAfterMs: null, rateTickMs: null });
  // At 0.05 USD a GEM the 0.50 USD floor makes the fee of a 100 GEM purchase 10 GEM.
  await setGemUsdPrice(t.db, 0.05);
});

afterAll(() => t.close());

async function referredBuyer(referrerId: string | null) {
  const buyer = await createWalletUser(t, { balance: '500' });
  await t.db.update(users).set({ referrerId }).where(eq(users.id, buyer.id));
  return buyer;
}

async function storePurchaseSettled(buyer: Awaited<ReturnType<typeof createWalletUser>>): Promise<string> {
  const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
  const mintId = await buyThroughApi(t, buyer, collectibleId);
  await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN });
  return mintId;
}

function rewardsTo(referrerId: string) {
  return t.db.select().from(transactions).where(eq(transactions.toUserId, referrerId));
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
});

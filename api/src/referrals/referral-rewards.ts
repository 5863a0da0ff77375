import { and, eq } from 'drizzle-orm';
import { REFERRAL_REWARD_PERCENT_OF_FEE } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { transactions, users } from '../db/schema.js';
import { type MailLinkOrigin, tellAccount } from '../account-events/tell-account.js';
import { weiToGem } from '../ledger/gem-amounts.js';
import { creditBalance } from '../ledger/ledger-moves.js';
import { storePurchaseFeeWei } from './store-purchase-fee.js';

/** The ledger's kind for a reward the marketplace pays a referrer (`to` the referrer, `from` null: the marketplace). */
export const REFERRAL_REWARD_KIND = 'REFERRAL_REWARD';

/**
 * The referrer's share of the marketplace fee the referred person paid on their first store purchase:
 * paid out of the fee, so it never costs the buyer or a seller anything, and once per referred person,
 * so a referral is worth the same however much they go on to buy. Rounded down to the wei.
 */
export function referralRewardWei(feeWei: bigint): bigint {
  return (feeWei * BigInt(REFERRAL_REWARD_PERCENT_OF_FEE)) / 100n;
}

/** A purchase as settlement completes it: the transaction row. */
export type SettledPurchase = Pick<typeof transactions.$inferSelect, 'id' | 'kind' | 'mintId' | 'feeWei'> & { buyerId: string };

/**
 * Called when a purchase settles, inside its transaction: when it is the referred buyer's first store
 * purchase (bought alone or in a cart, `storePurchaseFeeWei` says what its fee is), credits their referrer
 * the reward as a COMPLETE REFERRAL_REWARD naming the referred buyer, and tells the referrer by mail.
 * Nothing when the buyer has no referrer (or referred themselves), the purchase is not a store purchase,
 * they were rewarded for already, or the reward rounds to nothing. Once per referred person is held by
 * the unique `transactions_referral_reward_once_idx`: of two settlements at once, the second finds the
 * first's reward there (waiting for it to commit) and pays nothing. Answers the reward credited, 0n when none.
 */
export async function creditReferralReward(tx: Database, links: MailLinkOrigin, purchase: SettledPurchase, now: Date): Promise<bigint> {
  const { buyerId } = purchase;
  const [buyer] = await tx.select({ referrerId: users.referrerId }).from(users).where(eq(users.id, buyerId));
  const referrerId = buyer?.referrerId;
  if (!referrerId || referrerId === buyerId) return 0n;
  const [rewardedBefore] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.kind, REFERRAL_REWARD_KIND), eq(transactions.referredUserId, buyerId)))
    .limit(1);
  if (rewardedBefore) return 0n;
  const feeWei = await storePurchaseFeeWei(tx, purchase);
  if (feeWei === null) return 0n;
  const reward = referralRewardWei(feeWei);
  if (reward === 0n) return 0n;
  const paid = await tx
    .insert(transactions)
    .values({
      kind: REFERRAL_REWARD_KIND,
      fromUserId: null,
      toUserId: referrerId,
      amountWei: reward.toString(),
      feeWei: '0',
      // No collectible: the reward moved GEM only, and the referred person's item is theirs, not the referrer's.
      collectibleId: null,
      // The single purchase's mint, for its history; a cart's item has none.
      mintId: purchase.mintId,
      referredUserId: buyerId,
      status: 'COMPLETE',
      createdAt: now,
      completedAt: now,
    })
    // Only the guard's conflict is possible here (the id is new): a concurrent settlement rewarded them first.
    .onConflictDoNothing()
    .returning({ id: transactions.id });
  if (paid.length === 0) return 0n;
  await creditBalance(tx, referrerId, reward);
  await tellAccount(tx, links, referrerId, 'referral-reward', { amount: weiToGem(reward) });
  return reward;
}

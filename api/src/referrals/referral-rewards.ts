import { and, eq } from 'drizzle-orm';
import { REFERRAL_REWARD_PERCENT_OF_FEE } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { mints, transactions, users } from '../db/schema.js';
import { type MailLinkOrigin, tellAccount } from '../account-events/tell-account.js';
import { weiToGem } from '../commerce/gem-amounts.js';
import { creditBalance } from '../commerce/ledger-moves.js';

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

export interface SettledMint {
  buyerId: string;
  mintId: string;
  feeWei: bigint;
  now: Date;
}

/**
 * Called when a store purchase (a mint) settles, inside its transaction: credits the buyer's referrer
 * their reward as a COMPLETE REFERRAL_REWARD transaction linked to the mint (which names the referred
 * buyer), unless the buyer has no referrer, was rewarded for already, or the reward rounds to nothing.
 * The referrer is told by mail. Answers the reward credited, 0n when none.
 */
export async function creditReferralReward(tx: Database, links: MailLinkOrigin, { buyerId, mintId, feeWei, now }: SettledMint): Promise<bigint> {
  const [buyer] = await tx.select({ referrerId: users.referrerId }).from(users).where(eq(users.id, buyerId));
  const referrerId = buyer?.referrerId;
  if (!referrerId || referrerId === buyerId) return 0n;
  const [rewardedBefore] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .innerJoin(mints, eq(mints.id, transactions.mintId))
    .where(and(eq(transactions.kind, REFERRAL_REWARD_KIND), eq(mints.userId, buyerId)))
    .limit(1);
  if (rewardedBefore) return 0n;
  const reward = referralRewardWei(feeWei);
  if (reward === 0n) return 0n;
  await tx.insert(transactions).values({
    kind: REFERRAL_REWARD_KIND,
    fromUserId: null,
    toUserId: referrerId,
    amountWei: reward.toString(),
    feeWei: '0',
    // No collectible: the reward moved GEM only, and the referred person's item is theirs, not the referrer's.
    collectibleId: null,
    mintId,
    status: 'COMPLETE',
    createdAt: now,
    completedAt: now,
  });
  await creditBalance(tx, referrerId, reward);
  await tellAccount(tx, links, referrerId, 'referral-reward', { amount: weiToGem(reward) });
  return reward;
}

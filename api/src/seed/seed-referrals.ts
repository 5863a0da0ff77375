import { eq } from 'drizzle-orm';
import { TERMS_OF_SERVICE_VERSION } from '@marketplace/contracts/wire';
import { collectibleImagePath } from '../catalogue/collectible-images.js';
import { DEFAULT_FEES, marketplaceFeeWei } from '../commerce/fees.js';
import { gemToWei } from '../ledger/gem-amounts.js';
import { creditBalance } from '../ledger/ledger-moves.js';
import { DEFAULT_SETTLE_AFTER_MS } from '../commerce/settlement.js';
import { REFERRAL_REWARD_KIND, referralRewardWei } from '../referrals/referral-rewards.js';
import { collectibles, listings, mints, transactions, users } from '../db/schema.js';
import { seedUuid } from './seed-uuid.js';
import { SEED_REFERRER_USER } from './seed-accounts.js';
import { SEED_GEM_USD_PRICE } from './seed-merchants.js';
import type { SeedTransaction } from './seed-transaction.js';

/** The store set the referred people bought their first collectible of (a set no e2e suite counts). */
const BOUGHT_SET = { merchantId: 'diamond-dreams', setId: 'dd-emerald-ring', name: 'Emerald Ring', rarity: 'epic' as const, price: '95.00' };

interface ReferredPerson {
  key: string;
  displayName: string;
  username: string;
  joined: string;
  /** When their first store purchase settled, which earned the referrer a reward; absent: nothing bought yet. */
  firstPurchase?: string;
}

/** Three people who signed up with the referrer's link; two have bought since (one reward each). */
const REFERRED_PEOPLE: ReferredPerson[] = [
  { key: 'nova', displayName: 'Nova Quinn', username: 'novaquinn', joined: '2025-09-02T10:15:00Z', firstPurchase: '2025-09-03T18:40:00Z' },
  { key: 'milo', displayName: 'Milo Park', username: 'milopark', joined: '2025-10-11T08:05:00Z', firstPurchase: '2025-10-20T12:30:00Z' },
  { key: 'ines', displayName: 'Inès Duarte', username: 'inesduarte', joined: '2025-11-05T16:45:00Z' },
];

/**
 * The referrer's programme (`SEED_REFERRER_USER`): people they referred and the rewards their first
 * purchases earned, written as live settlement leaves them — the collectible, its sold store listing,
 * the completed mint and purchase, and the REFERRAL_REWARD naming the referred person. The referred people
 * have no password: they never sign in. Fixed ids and times, so two seeded databases agree.
 */
export async function seedReferrals(tx: SeedTransaction): Promise<void> {
  const [referrer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, SEED_REFERRER_USER.email));
  if (!referrer) return;
  for (const person of REFERRED_PEOPLE) {
    const userId = seedUuid(`user:referred:${person.key}`);
    await tx.insert(users).values({
      id: userId,
      email: `${person.key}@referred.marketplace.test`,
      username: person.username,
      displayName: person.displayName,
      referrerId: referrer.id,
      acceptTerms: true,
      acceptedTermsVersion: TERMS_OF_SERVICE_VERSION,
      registrationTime: new Date(person.joined),
    });
    if (person.firstPurchase)
      await seedFirstPurchase(tx, { referrerId: referrer.id, buyerId: userId, key: person.key, settledAt: new Date(person.firstPurchase) });
  }
}

async function seedFirstPurchase(
  tx: SeedTransaction,
  { referrerId, buyerId, key, settledAt }: { referrerId: string; buyerId: string; key: string; settledAt: Date },
) {
  const priceWei = gemToWei(BOUGHT_SET.price);
  const feeWei = marketplaceFeeWei(priceWei, DEFAULT_FEES, SEED_GEM_USD_PRICE);
  const paidAt = new Date(settledAt.getTime() - DEFAULT_SETTLE_AFTER_MS);
  const collectibleId = seedUuid(`collectible:referred:${key}`);
  const listingId = seedUuid(`listing:referred:${key}`);
  const mintId = seedUuid(`mint:referred:${key}`);
  const rewardWei = referralRewardWei(feeWei);
  await tx.insert(collectibles).values({
    id: collectibleId,
    merchantId: BOUGHT_SET.merchantId,
    setId: BOUGHT_SET.setId,
    name: BOUGHT_SET.name,
    rarity: BOUGHT_SET.rarity,
    imageUrl: collectibleImagePath(BOUGHT_SET.setId),
    properties: { cut: 'oval', carat: '3.4', color: 'green', edition: 'standard' },
    ownerId: buyerId,
    receivedTime: settledAt,
  });
  await tx.insert(listings).values({
    id: listingId,
    kind: 'STORE',
    merchantId: BOUGHT_SET.merchantId,
    categoryId: 'rings',
    collectibleId,
    sellerId: null,
    price: BOUGHT_SET.price,
    status: 'SOLD',
    createdAt: new Date(paidAt.getTime() - 60_000),
  });
  await tx.insert(mints).values({
    id: mintId,
    userId: buyerId,
    listingId,
    collectibleId,
    priceWei: priceWei.toString(),
    feeWei: feeWei.toString(),
    message: `seeded purchase ${mintId}`,
    status: 'COMPLETE',
    expiresAt: paidAt,
    createdAt: new Date(paidAt.getTime() - 60_000),
  });
  await tx.insert(transactions).values([
    {
      id: seedUuid(`transaction:referred-purchase:${key}`),
      kind: 'PURCHASE',
      fromUserId: buyerId,
      toUserId: null,
      amountWei: priceWei.toString(),
      feeWei: feeWei.toString(),
      collectibleId,
      mintId,
      status: 'COMPLETE',
      createdAt: paidAt,
      completedAt: settledAt,
    },
    {
      id: seedUuid(`transaction:referral-reward:${key}`),
      kind: REFERRAL_REWARD_KIND,
      fromUserId: null,
      toUserId: referrerId,
      amountWei: rewardWei.toString(),
      feeWei: '0',
      collectibleId: null,
      mintId,
      referredUserId: buyerId,
      status: 'COMPLETE',
      createdAt: settledAt,
      completedAt: settledAt,
    },
  ]);
  await creditBalance(tx, referrerId, rewardWei);
}

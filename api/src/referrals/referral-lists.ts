import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { RecordList, ReferralTransaction, ReferredUser } from '@marketplace/contracts/wire';
import { weiToGem } from '../ledger/gem-amounts.js';
import type { Database } from '../db/database.js';
import { offsetOf, type PageWindow } from '../db/paging.js';
import { transactions, users } from '../db/schema.js';
import { REFERRAL_REWARD_KIND } from './referral-rewards.js';

const personColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  profilePicture: users.profilePicture,
};

/** Spec §3 `referredUsers`: the people who signed up with the user's referral, newest first. */
export async function referredUsersOf(db: Database, referrerId: string, window: PageWindow): Promise<RecordList<ReferredUser>> {
  const referred = eq(users.referrerId, referrerId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...personColumns, registrationTime: users.registrationTime })
      .from(users)
      .where(referred)
      .orderBy(desc(users.registrationTime), desc(users.id))
      .limit(window.pageSize)
      .offset(offsetOf(window)),
    db.select({ total: count() }).from(users).where(referred),
  ]);
  return {
    records: rows.map(({ registrationTime, ...person }) => ({ ...person, joinedTime: registrationTime.toISOString() })),
    total: counted?.total ?? 0,
  };
}

/**
 * Spec §3 `referralTransactions`: the rewards credited to the user, newest first, each with the
 * referred person whose first store purchase (alone or in a cart) earned it, whom the reward names.
 */
export async function referralTransactionsOf(db: Database, referrerId: string, window: PageWindow): Promise<RecordList<ReferralTransaction>> {
  const rewards = and(eq(transactions.kind, REFERRAL_REWARD_KIND), eq(transactions.toUserId, referrerId), eq(transactions.status, 'COMPLETE'));
  const time = sql<Date>`coalesce(${transactions.completedAt}, ${transactions.createdAt})`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        transactionId: transactions.id,
        completedAt: transactions.completedAt,
        createdAt: transactions.createdAt,
        amountWei: transactions.amountWei,
        ...personColumns,
      })
      .from(transactions)
      .innerJoin(users, eq(users.id, transactions.referredUserId))
      .where(rewards)
      .orderBy(desc(time), desc(transactions.id))
      .limit(window.pageSize)
      .offset(offsetOf(window)),
    db.select({ total: count() }).from(transactions).innerJoin(users, eq(users.id, transactions.referredUserId)).where(rewards),
  ]);
  return {
    records: rows.map(({ transactionId, completedAt, createdAt, amountWei, ...referredUser }) => ({
      id: transactionId,
      time: (completedAt ?? createdAt).toISOString(),
      amount: weiToGem(amountWei),
      referredUser,
    })),
    total: counted?.total ?? 0,
  };
}

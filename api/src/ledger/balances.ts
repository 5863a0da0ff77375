import { and, eq } from 'drizzle-orm';
import { PRODUCT } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { balances, users } from '../db/schema.js';

/** The user's GEM balance in wei; a user without a ledger row holds nothing. */
export async function balanceWeiOfUser(db: Database, userId: string): Promise<bigint> {
  const [row] = await db
    .select({ amountWei: balances.amountWei })
    .from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.product, PRODUCT)));
  return BigInt(row?.amountWei ?? '0');
}

/** The balance held by a wallet address (checksummed), as the chain explorer reports it. */
export async function balanceWeiOfAddress(db: Database, checksummedAddress: string): Promise<bigint> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.walletAddress, checksummedAddress));
  return user ? balanceWeiOfUser(db, user.id) : 0n;
}

import { and, eq, gt, sql } from 'drizzle-orm';
import { PRODUCT } from '@marketplace/contracts/wire';
import type { MarketplaceFees } from './marketplace-fees.js';
import type { Database } from '../db/database.js';
import { balances, mints } from '../db/schema.js';
import { ClientError } from '../validation/client-error.js';
import { INSUFFICIENT_BALANCE } from './commerce-refusals.js';
import { currentMarketplaceFeeWei } from './fees.js';

/**
 * A reserved purchase holds its price and fee until it is signed, cancelled or expires: the sum of a
 * buyer's open holds never exceeds their balance, or twenty reservations could promise the same GEM
 * twenty times. Runs inside the reservation's transaction with the buyer's balance row locked, so
 * concurrent reservations of one buyer are judged one after the other. Answers the new hold's fee.
 */
export async function holdFundsFor(tx: Database, fees: MarketplaceFees, userId: string, priceWei: bigint, now: Date): Promise<bigint> {
  const feeWei = await currentMarketplaceFeeWei(tx, fees, priceWei);
  const [balance] = await tx
    .select({ amountWei: balances.amountWei })
    .from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.product, PRODUCT)))
    .for('update');
  const [held] = await tx
    .select({ wei: sql<string>`coalesce(sum(${mints.priceWei} + ${mints.feeWei}), 0)::text` })
    .from(mints)
    .where(and(eq(mints.userId, userId), eq(mints.status, 'RESERVED'), gt(mints.expiresAt, now)));
  const spendable = BigInt(balance?.amountWei ?? '0') - BigInt(held?.wei ?? '0');
  if (spendable < priceWei + feeWei) throw new ClientError(409, INSUFFICIENT_BALANCE);
  return feeWei;
}

import { eq } from 'drizzle-orm';
import { marketplaceFeeWei, PRODUCT } from '@marketplace/contracts/wire';
import type { MarketplaceFees } from './marketplace-fees.js';
import type { Database } from '../db/database.js';
import { rates } from '../db/schema.js';
import { balanceWeiOfUser } from '../ledger/balances.js';
import { ClientError } from '../validation/client-error.js';
import { INSUFFICIENT_BALANCE } from './commerce-refusals.js';

/** As in the shell's `config.json`. */
export const DEFAULT_FEES: MarketplaceFees = { marketplaceFeesPercent: 5, minimumPrice: 0.5 };

/**
 * Spec §9's fee, the one function the pages show it with too (`@marketplace/contracts/wire`), so a
 * person is charged what they were shown.
 */
export { marketplaceFeeWei };

/** The GEM-USD price the rate call answers now, or null when there is none. */
export async function currentGemUsdPrice(db: Database): Promise<number | null> {
  const [rate] = await db.select({ price: rates.price }).from(rates).where(eq(rates.product, PRODUCT));
  return rate && rate.price > 0 ? rate.price : null;
}

/** The fee of a price at the current rate. */
export async function currentMarketplaceFeeWei(db: Database, fees: MarketplaceFees, priceWei: bigint): Promise<bigint> {
  return marketplaceFeeWei(priceWei, fees, await currentGemUsdPrice(db));
}

/**
 * Refuses with 409 a user whose balance does not cover the price plus its fee at the current rate;
 * answers that fee. Not a hold on the GEM: the debit checks again, atomically.
 */
export async function assertCanPay(db: Database, fees: MarketplaceFees, userId: string, priceWei: bigint): Promise<bigint> {
  const feeWei = await currentMarketplaceFeeWei(db, fees, priceWei);
  if ((await balanceWeiOfUser(db, userId)) < priceWei + feeWei) throw new ClientError(409, INSUFFICIENT_BALANCE);
  return feeWei;
}

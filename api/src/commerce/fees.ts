import { eq } from 'drizzle-orm';
import { parseUnits } from 'ethers';
import { PRODUCT, PRODUCT_DECIMALS } from '@marketplace/contracts/wire';
import type { MarketplaceFees } from '../app-context.js';
import type { Database } from '../db/database.js';
import { rates } from '../db/schema.js';
import { balanceWeiOfUser } from '../ledger/balances.js';
import { ClientError } from '../validation/client-error.js';
import { INSUFFICIENT_BALANCE } from './commerce-refusals.js';
import { ceilDiv } from './gem-amounts.js';

/** As in the shell's `config.json`. */
export const DEFAULT_FEES: MarketplaceFees = { marketplaceFeesPercent: 5, minimumPrice: 0.5 };

/** Decimals kept of the configured percent and USD figures and of the rate: exact for any realistic value. */
const FIGURE_DECIMALS = 12;

/**
 * Spec §9: the fee is `marketplaceFeesPercent` of the price, but never below `minimumPrice` USD
 * converted to GEM at the current rate. Worked in wei with integers and rounded up to the wei, so
 * the buyer is never charged a fraction less than the rule says. Without a usable rate the USD floor
 * cannot be converted and only the percentage applies.
 */
export function marketplaceFeeWei(priceWei: bigint, fees: MarketplaceFees, gemUsdPrice: number | null): bigint {
  const percent = figure(fees.marketplaceFeesPercent);
  const percentFee = ceilDiv(priceWei * percent, 100n * 10n ** BigInt(FIGURE_DECIMALS));
  const rate = gemUsdPrice === null ? 0n : figure(gemUsdPrice);
  if (rate === 0n) return percentFee;
  // minimumPrice [USD] / rate [USD per GEM], both scaled by 10^FIGURE_DECIMALS, in wei.
  const floorFee = ceilDiv(figure(fees.minimumPrice) * 10n ** BigInt(PRODUCT_DECIMALS), rate);
  return percentFee > floorFee ? percentFee : floorFee;
}

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

function figure(value: number): bigint {
  return parseUnits(value.toFixed(FIGURE_DECIMALS), FIGURE_DECIMALS);
}

import { isValidGemPrice } from './gem-price';
import { weiOfGem } from './gem-wei';
import { isFeeAtFloor, marketplaceFeeWei, type MarketplaceFeeRule } from './marketplace-fee';

export interface PurchaseAmounts {
  priceWei: bigint;
  /** Spec §9: the percentage of the price, or the USD floor at the rate when that is more. */
  feeWei: bigint;
  totalWei: bigint;
  /** The fee is the floor, not the percentage (the panel says so). */
  feeAtFloor: boolean;
}

/**
 * What a buyer pays for a price: the price, the marketplace fee (the same function the API charges
 * with) and their sum, in wei. Null for a price that is not valid (spec §5: above 99999999999.99,
 * more than 2 decimals, zero, not a number): nothing can be bought at it.
 */
export function purchaseAmounts(price: string, fees: MarketplaceFeeRule, gemUsdPrice: number | null): PurchaseAmounts | null {
  // The API answers prices as it stores them ('4800.0'); a third decimal or a 12th digit is never a price.
  const priceWei = isValidGemPrice(price) ? weiOfGem(price) : null;
  if (priceWei === null) return null;
  const feeWei = marketplaceFeeWei(priceWei, fees, gemUsdPrice);
  return { priceWei, feeWei, totalWei: priceWei + feeWei, feeAtFloor: isFeeAtFloor(priceWei, fees, gemUsdPrice) };
}

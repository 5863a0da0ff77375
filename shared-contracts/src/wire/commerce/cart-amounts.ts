import { type MarketplaceFeeRule, marketplaceFeeWei } from './marketplace-fee';
import { weiOfGem } from './gem-wei';

export interface CartAmountsWei {
  /** The sum of the items' prices. */
  subtotalWei: bigint;
  /** Spec §9's fee applied once, to the subtotal: the floor is met once per cart, not once per item. */
  feeWei: bigint;
  totalWei: bigint;
}

/**
 * The fee of a cart whose items cost `subtotalWei` together: spec §9's rule (the percentage, never below
 * the USD floor at the rate) applied to the sum, and nothing for an empty cart. The API charges a
 * checkout with this same function, on the sum of the items that went through.
 */
export function cartFeeWei(subtotalWei: bigint, fees: MarketplaceFeeRule, gemUsdPrice: number | null): bigint {
  return subtotalWei === 0n ? 0n : marketplaceFeeWei(subtotalWei, fees, gemUsdPrice);
}

/** What a cart of these prices (GEM decimal strings) costs: its subtotal, the fee on it, the total; null when a price is not a GEM amount. */
export function cartAmountsWei(prices: readonly string[], fees: MarketplaceFeeRule, gemUsdPrice: number | null): CartAmountsWei | null {
  let subtotalWei = 0n;
  for (const price of prices) {
    const wei = weiOfGem(price);
    if (wei === null) return null;
    subtotalWei += wei;
  }
  const feeWei = cartFeeWei(subtotalWei, fees, gemUsdPrice);
  return { subtotalWei, feeWei, totalWei: subtotalWei + feeWei };
}

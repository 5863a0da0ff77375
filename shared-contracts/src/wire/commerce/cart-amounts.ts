import { type MarketplaceFeeRule, marketplaceFeeWei } from './marketplace-fee';
import { weiOfGem } from './gem-wei';

export interface CartAmountsWei {
  /** The sum of the items' prices. */
  subtotalWei: bigint;
  /** Spec §9's fee applied once, to the subtotal: the floor is met once per cart, not once per item. */
  feeWei: bigint;
  totalWei: bigint;
  /**
   * The fee the wallet signs as its ceiling: the fee should the GEM rate fall by `CART_FEE_RATE_ALLOWANCE`
   * before the checkout arrives. Equal to `feeWei` above the USD floor (the percentage does not follow the rate).
   */
  feeCeilingWei: bigint;
  totalCeilingWei: bigint;
}

/**
 * How far the GEM rate may fall between the rate a page shows and the server's check without refusing the
 * checkout. Below the floor the fee is the USD minimum at the rate, and the rate moves every 30 s by up to
 * 0.5 % (the reference API's walk): the page's rate is up to 30 s old, and a person reads the signature
 * dialog for a while, so a ceiling of exactly the fee shown was refused as "the fee changed" about one time
 * in four. 2 % covers four moves (two minutes); the API still charges the fee at its own rate, never more
 * than the ceiling, and refuses a ceiling below the fee due.
 */
export const CART_FEE_RATE_ALLOWANCE = 0.02;

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
  const fallenRate = gemUsdPrice === null ? null : gemUsdPrice * (1 - CART_FEE_RATE_ALLOWANCE);
  const feeCeilingWei = cartFeeWei(subtotalWei, fees, fallenRate);
  return { subtotalWei, feeWei, totalWei: subtotalWei + feeWei, feeCeilingWei, totalCeilingWei: subtotalWei + feeCeilingWei };
}

import { type CartAmountsWei, cartFeeWei, type MarketplaceFeeRule } from '@marketplace/contracts/wire';

/**
 * How far the GEM rate may fall between the rate a page shows and the server's check without refusing the
 * checkout. Below the floor the fee is the USD minimum at the rate, and the rate moves every 30 s by up to
 * 0.5 % (the reference API's walk): the page's rate is up to 30 s old, and a person reads the signature
 * dialog for a while, so a ceiling of exactly the fee shown was refused as "the fee changed" about one time
 * in four. 2 % covers four moves (two minutes); the API still charges the fee at its own rate, never more
 * than the ceiling, and refuses a ceiling below the fee due. (In the cart's own chunk, not the contracts'
 * wire entry, which every first page loads: only the cart signs a ceiling.)
 */
export const CART_FEE_RATE_ALLOWANCE = 0.02;

/** A cart's amounts with what the wallet signs as their ceilings. */
export interface CartAmountsToSign extends CartAmountsWei {
  /** The fee should the GEM rate fall by `CART_FEE_RATE_ALLOWANCE`; equal to `feeWei` above the floor (the percentage does not follow the rate). */
  feeCeilingWei: bigint;
  totalCeilingWei: bigint;
}

export function withFeeCeiling(amounts: CartAmountsWei, fees: MarketplaceFeeRule, gemUsdPrice: number | null): CartAmountsToSign {
  const fallenRate = gemUsdPrice === null ? null : gemUsdPrice * (1 - CART_FEE_RATE_ALLOWANCE);
  const feeCeilingWei = cartFeeWei(amounts.subtotalWei, fees, fallenRate);
  return { ...amounts, feeCeilingWei, totalCeilingWei: amounts.subtotalWei + feeCeilingWei };
}

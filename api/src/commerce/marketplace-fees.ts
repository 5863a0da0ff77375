/** Spec §9 marketplace fee: the figures the API charges and the shell's runtime config shows buyers. */
export interface MarketplaceFees {
  /** Percent of the price taken as the fee. */
  marketplaceFeesPercent: number;
  /** The fee never falls below this many USD, converted to GEM at the current rate. */
  minimumPrice: number;
}

import type { CraftIngredientHolding } from '@marketplace/contracts/wire';

/** What stands between a person and an ingredient's quantity, split by what they can do about it. */
export interface IngredientShortfall {
  /** Copies they own but have listed or are selling: withdrawn, they count again. */
  listed: number;
  /** Copies they do not own at all: bought on the market. */
  toBuy: number;
}

/**
 * `missing` counts free copies only, so a person's own listed copies fill it first: telling them to buy
 * what they already own (and have only put on sale) would be wrong.
 */
export function shortfallOf(holding: CraftIngredientHolding): IngredientShortfall {
  const listed = Math.min(holding.locked, holding.missing);
  return { listed, toBuy: holding.missing - listed };
}

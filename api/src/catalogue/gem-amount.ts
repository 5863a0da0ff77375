import { gemToWei, weiToGem } from '../ledger/gem-amounts.js';

/**
 * A stored GEM price (`numeric(13,2)`, e.g. `"12.50"`) as the API answers amounts: the decimal string
 * of its wei (`"12.5"`), so prices read like every other amount the API answers.
 */
export function answeredGemAmount(storedPrice: string): string {
  return weiToGem(gemToWei(storedPrice));
}

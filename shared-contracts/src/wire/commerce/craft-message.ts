export interface CraftMessageFields {
  recipeId: string;
  /** The collectibles the craft consumes, in any order: the message lists them sorted. */
  collectibleIds: readonly string[];
  /** The crafter's wallet address: the signature must come from it. */
  crafterAddress: string;
}

/**
 * The text a crafter's wallet signs (EIP-191 personal message) to craft a recipe from exactly these
 * collectibles: a stolen session alone cannot consume anyone's collectibles. Naming them makes the
 * signature good once: after the craft they are no longer the crafter's. Both sides build it from
 * the same fields.
 */
export function buildCraftMessage({ recipeId, collectibleIds, crafterAddress }: CraftMessageFields): string {
  return [
    'Marketplace craft',
    `Recipe: ${recipeId}`,
    `Consumes: ${[...collectibleIds]
      .map((id) => id.toLowerCase())
      .sort()
      .join(', ')}`,
    `Crafter: ${crafterAddress.toLowerCase()}`,
  ].join('\n');
}

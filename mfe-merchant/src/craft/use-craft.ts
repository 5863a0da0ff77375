import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { buildCraftMessage, type CraftOutcome } from '@marketplace/contracts/wire';
import { craftMutations } from '@marketplace/contracts/http';
import { NoWalletToSignError, requestWalletSignature, sessionStore, useMarketplaceApi } from '@marketplace/contracts/browser';
import { craftFailureKey } from './craft-failure';

/** What a craft is waiting for: the person in their wallet, or the server. */
export type CraftActivity = 'signing' | 'crafting' | null;

export interface CraftAction {
  activity: CraftActivity;
  /** A `craft.failure.*` key of the last attempt, or null. */
  failure: string | null;
  /** The last craft that succeeded here: the new collectible and what it used up. */
  outcome: CraftOutcome | null;
  /** Has the wallet sign the craft of these collectibles, then crafts; a second press while one runs does nothing. */
  craft: (collectibleIds: readonly string[]) => Promise<void>;
}

/**
 * Crafting one recipe: the person's wallet signs exactly the collectibles it consumes (the key stays in
 * the wallet remote, asked over the bus), then the API crafts; the mutation makes every query it
 * changed read again. A refusal is kept as a message key, never thrown.
 */
export function useCraft(recipeId: string): CraftAction {
  const craftCall = useMutation(craftMutations.craft(useMarketplaceApi()));
  const [activity, setActivity] = useState<CraftActivity>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function craft(collectibleIds: readonly string[]): Promise<void> {
    if (activity !== null) return;
    setFailure(null);
    try {
      const crafterAddress = sessionStore.getState().user?.walletAddress;
      if (!crafterAddress) throw new NoWalletToSignError();
      setActivity('signing');
      const { signature } = await requestWalletSignature(buildCraftMessage({ recipeId, collectibleIds, crafterAddress }), 'craft');
      setActivity('crafting');
      await craftCall.mutateAsync({ recipeId, collectibleIds: [...collectibleIds], signature });
    } catch (error) {
      setFailure(craftFailureKey(error));
    } finally {
      setActivity(null);
    }
  }

  return { activity, failure, outcome: craftCall.data ?? null, craft };
}

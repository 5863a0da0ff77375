import type { UseMutationOptions } from '@tanstack/react-query';
import type { StoreApi } from 'zustand/vanilla';
import { userSettingsMutations, type MarketplaceApi } from '@marketplace/contracts/http';
import type { SessionState } from '@marketplace/contracts/browser';

/** What an optimistic show-balance changed, so a refusal can put exactly that back. */
export interface ShowBalanceRollback {
  userId: string | null;
  previous: boolean;
}

/** What the server answers it kept: the payload of `PUT /api/users/self/show-balance`. */
type Stored = Awaited<ReturnType<MarketplaceApi['userSettings']['setShowBalance']>>;

/**
 * Spec §4/§7 show-balance as a mutation: the choice shows at once in the session's user state
 * (`onMutate`), goes back to what it was if the server answers no payload (the client rejects:
 * `onError`, which then calls `onRefused`), and the signed-in user is read again after, whatever the
 * answer (the settings mutation's own `onSettled`). Variables: `{ showBalance }`, the body of
 * `PUT /api/users/self/show-balance`.
 */
export function showBalanceMutation(
  api: Pick<MarketplaceApi, 'userSettings'>,
  store: StoreApi<SessionState>,
  onRefused: () => void = () => undefined,
): UseMutationOptions<Stored, Error, { showBalance: boolean }, ShowBalanceRollback | null> {
  return {
    ...userSettingsMutations.setShowBalance(api),
    onMutate: ({ showBalance }) => {
      const user = store.getState().user;
      if (!user) return null;
      store.setState({ user: { ...user, showBalance } });
      return { userId: user.id, previous: user.showBalance };
    },
    onError: (_error, _choice, rollback) => {
      const user = store.getState().user;
      // Only the same person's choice is put back: a sign-out meanwhile leaves nothing to revert, and
      // anything else changed on the user meanwhile stays.
      if (rollback && user?.id === rollback.userId) store.setState({ user: { ...user, showBalance: rollback.previous } });
      onRefused();
    },
  };
}

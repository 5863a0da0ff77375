import type { UseMutationOptions } from '@tanstack/react-query';
import type { SessionUserAccess } from '@marketplace/contracts/browser';
import type { MarketplaceApi } from '../resources/marketplace-api';
import { invalidate } from './invalidate';
import { SELF_SCOPE } from './self-scope';
import { usersKeys } from './users-queries';

/** One `PUT /api/users/self/…`: the value the server stored, then the signed-in user read again. */
function settingMutation<TBody, TStored>(setting: string, put: (body: TBody) => Promise<TStored>): UseMutationOptions<TStored, Error, TBody> {
  return {
    mutationKey: [...SELF_SCOPE, 'settings', setting],
    mutationFn: (body) => put(body),
    onSettled: (_stored, _error, _body, _onMutate, { client }) => invalidate(client, usersKeys.self()),
  };
}

/**
 * The signed-in user's settings (§7 `PUT /api/users/self/…`). A page that shows a change before the
 * server keeps it (show-balance, spec §4) adds its own `onMutate` and rolls back in `onError`.
 */
export const userSettingsMutations = {
  setAntiphishingCode: (api: Pick<MarketplaceApi, 'userSettings'>) => settingMutation('antiphishing-code', api.userSettings.setAntiphishingCode),
  setUsername: (api: Pick<MarketplaceApi, 'userSettings'>) => settingMutation('username', api.userSettings.setUsername),
  setProfilePicture: (api: Pick<MarketplaceApi, 'userSettings'>) => settingMutation('profile-picture', api.userSettings.setProfilePicture),
  setProfileBanner: (api: Pick<MarketplaceApi, 'userSettings'>) => settingMutation('profile-banner', api.userSettings.setProfileBanner),
  setCommunications: (api: Pick<MarketplaceApi, 'userSettings'>) => settingMutation('communications', api.userSettings.setCommunications),
  setLocale: (api: Pick<MarketplaceApi, 'userSettings'>) => settingMutation('locale', api.userSettings.setLocale),
  /** §7 `PUT /api/users/self/show-balance`; a rejection is the "no payload" that reverts the choice (§4). */
  setShowBalance: (api: Pick<MarketplaceApi, 'userSettings'>) => settingMutation('show-balance', api.userSettings.setShowBalance),
};

/** What an optimistic show-balance changed, so a refusal can put exactly that back. */
export interface ShowBalanceRollback {
  userId: string | null;
  previous: boolean;
}

/** What the server answers it kept: the payload of `PUT /api/users/self/show-balance`. */
type StoredShowBalance = Awaited<ReturnType<MarketplaceApi['userSettings']['setShowBalance']>>;

/**
 * Spec §4/§7 show-balance as a mutation, for the header's eye and the account page alike: the choice
 * shows at once in the session's user state (`onMutate`), goes back to what it was if the server
 * answers no payload (the client rejects: `onError`, which then calls `onRefused`), and the signed-in
 * user is read again after, whatever the answer (the settings mutation's own `onSettled`). Variables:
 * `{ showBalance }`, the body of `PUT /api/users/self/show-balance`. The shell writes the session:
 * `session.patch` asks it.
 */
export function showBalanceMutation(
  api: Pick<MarketplaceApi, 'userSettings'>,
  session: SessionUserAccess,
  onRefused: () => void = () => undefined,
): UseMutationOptions<StoredShowBalance, Error, { showBalance: boolean }, ShowBalanceRollback | null> {
  return {
    ...userSettingsMutations.setShowBalance(api),
    onMutate: ({ showBalance }) => {
      const user = session.user();
      if (!user) return null;
      session.patch({ showBalance });
      return { userId: user.id, previous: user.showBalance };
    },
    onError: (_error, _choice, rollback) => {
      const user = session.user();
      // Only the same person's choice is put back: a sign-out meanwhile leaves nothing to revert, and
      // anything else changed on the user meanwhile stays.
      if (rollback && user?.id === rollback.userId) session.patch({ showBalance: rollback.previous });
      onRefused();
    },
  };
}

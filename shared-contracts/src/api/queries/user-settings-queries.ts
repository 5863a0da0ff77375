import type { UseMutationOptions } from '@tanstack/react-query';
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

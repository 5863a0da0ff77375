import type { UseMutationOptions } from '@tanstack/react-query';
import type { MarketplaceApi } from '../resources/marketplace-api';
import type { CommunicationPreferences, CommunicationPreferencesUpdate } from '../../wire/schemas/communication-preference-schemas';
import { apiQuery } from './api-query';
import { invalidate } from './invalidate';
import { SELF_SCOPE } from './self-scope';
import { usersKeys } from './users-queries';

const PREFERENCES = [...SELF_SCOPE, 'communication-preferences'] as const;

export const communicationPreferencesKeys = {
  all: PREFERENCES,
  detail: () => [...PREFERENCES, 'detail'] as const,
};

export const communicationPreferencesQueries = {
  /** Extension `GET /api/users/self/communication-preferences` → the master switch and each category. */
  detail: (api: Pick<MarketplaceApi, 'communicationPreferences'>) =>
    apiQuery(communicationPreferencesKeys.detail(), (options) => api.communicationPreferences.read(options)),
};

export const communicationPreferencesMutations = {
  /** Extension `PUT /api/users/self/communication-preferences`: the stored choices replace the read ones. */
  save: (api: Pick<MarketplaceApi, 'communicationPreferences'>): UseMutationOptions<CommunicationPreferences, Error, CommunicationPreferencesUpdate> => ({
    mutationKey: [...PREFERENCES, 'save'],
    mutationFn: (body) => api.communicationPreferences.save(body),
    onSuccess: (stored, _body, _onMutate, { client }) => client.setQueryData(communicationPreferencesKeys.detail(), stored),
  }),
  /** §7 `PUT /api/users/self/communications` (the master switch): the preferences and the user are read again. */
  setMaster: (api: Pick<MarketplaceApi, 'userSettings'>): UseMutationOptions<boolean, Error, boolean> => ({
    mutationKey: [...PREFERENCES, 'master'],
    mutationFn: (communications) => api.userSettings.setCommunications({ communications }),
    onSettled: (_stored, _error, _body, _onMutate, { client }) => {
      invalidate(client, communicationPreferencesKeys.all);
      invalidate(client, usersKeys.self());
    },
  }),
};

import type { UseMutationOptions } from '@tanstack/react-query';
import type { MarketplaceApi } from '../resources/marketplace-api';
import type { TermsAcceptancePayload, TermsAcceptanceRequest } from '../../wire/schemas/terms-schemas';
import { invalidate } from './invalidate';
import { SELF_SCOPE } from './self-scope';
import { usersKeys } from './users-queries';

export const termsMutations = {
  /** `PUT /api/users/self/terms`: the acceptance stored, then the signed-in user read again. */
  accept: (api: Pick<MarketplaceApi, 'terms'>): UseMutationOptions<TermsAcceptancePayload, Error, TermsAcceptanceRequest> => ({
    mutationKey: [...SELF_SCOPE, 'terms'],
    mutationFn: (body) => api.terms.accept(body),
    onSettled: (_stored, _error, _body, _onMutate, { client }) => invalidate(client, usersKeys.self()),
  }),
};

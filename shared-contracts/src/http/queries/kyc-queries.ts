import type { UseMutationOptions } from '@tanstack/react-query';
import type { MarketplaceApi } from '../resources/marketplace-api';
import type { KycStep, KycVerification } from '../../wire/schemas/kyc-schemas';
import { apiQuery } from './api-query';
import { SELF_SCOPE } from './self-scope';

const KYC = [...SELF_SCOPE, 'kyc'] as const;

export const kycKeys = {
  all: KYC,
  status: () => [...KYC, 'status'] as const,
};

export const kycQueries = {
  /** `GET /api/users/self/kyc`: the verification step by step; a failure rejects. */
  status: (api: Pick<MarketplaceApi, 'kyc'>) => apiQuery(kycKeys.status(), (options) => api.kyc.status(options)),
};

export const kycMutations = {
  /** `POST /api/users/self/kyc/steps/{step}` (local stand-in): the answer is the new state, shown at once. */
  completeStep: (api: Pick<MarketplaceApi, 'kyc'>): UseMutationOptions<KycVerification, Error, KycStep> => ({
    mutationKey: [...KYC, 'complete-step'],
    mutationFn: (step) => api.kyc.completeStep(step),
    onSuccess: (verification, _step, _onMutate, { client }) => {
      client.setQueryData<KycVerification>(kycKeys.status(), verification);
    },
  }),
};

import type { UseMutationOptions } from '@tanstack/react-query';
import type { MarketplaceApi } from '../resources/marketplace-api';
import type { InfluencerApplication, InfluencerApplicationRequest } from '../../wire/schemas/influencer-schemas';
import type { HumanityGuard } from '../transport/humanity-guard';
import { apiQuery } from './api-query';
import { SELF_SCOPE } from './self-scope';

const INFLUENCER = [...SELF_SCOPE, 'influencer-application'] as const;

export const influencerKeys = {
  all: INFLUENCER,
  mine: () => [...INFLUENCER, 'mine'] as const,
};

export const influencerQueries = {
  /** `GET /api/users/self/influencer-application`: the signed-in user's latest application, or null. */
  mine: (api: Pick<MarketplaceApi, 'influencer'>) => apiQuery(influencerKeys.mine(), (options) => api.influencer.mine(options)),
};

export const influencerMutations = {
  /**
   * `POST /api/influencer-applications`: the stored application becomes the applicant's latest at once. A
   * visitor's goes through `humanity` (spec §5 token, asked afresh once if refused); a signed-in applicant's needs none (null).
   */
  apply: (
    api: Pick<MarketplaceApi, 'influencer'>,
    humanity: HumanityGuard | null = null,
  ): UseMutationOptions<InfluencerApplication, Error, InfluencerApplicationRequest> => ({
    mutationKey: [...INFLUENCER, 'apply'],
    mutationFn: (application) => (humanity ? humanity((token) => api.influencer.apply(application, token)) : api.influencer.apply(application)),
    onSuccess: (application, _request, _onMutate, { client }) => {
      client.setQueryData<InfluencerApplication | null>(influencerKeys.mine(), application);
    },
  }),
};

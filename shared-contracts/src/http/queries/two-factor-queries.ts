import type { UseMutationOptions } from '@tanstack/react-query';
import type { SessionUserAccess } from '@marketplace/contracts/browser';
import type { ApiError } from '../../wire/api/api-error';
import type { MarketplaceApi } from '../resources/marketplace-api';
import type { TwoFactorEnrolmentPayload, TwoFactorPayload, TwoFactorUpdate } from '../../wire/schemas/two-factor-schemas';
import { invalidate } from './invalidate';
import { SELF_SCOPE } from './self-scope';
import { usersKeys } from './users-queries';

const TWO_FACTOR = [...SELF_SCOPE, 'two-factor'] as const;

/** What the 2FA calls resolve with: the answer, the ApiError of a 400 or 403, or null for any other failure. */
type TwoFactorAnswer<T> = T | ApiError | null;

export const twoFactorMutations = {
  /**
   * §7 `POST /api/2fa`: a new pending secret for the authenticator app. Its answer is the secret, so
   * the mutation cache forgets it as soon as no screen observes it (`gcTime: 0`): it lives in the
   * enrolment's component and nowhere else in the page.
   */
  startEnrolment: (api: Pick<MarketplaceApi, 'twoFactor'>): UseMutationOptions<TwoFactorAnswer<TwoFactorEnrolmentPayload>, Error, void> => ({
    mutationKey: [...TWO_FACTOR, 'enrolment'],
    mutationFn: () => api.twoFactor.startEnrolment(),
    gcTime: 0,
  }),
  /**
   * §7 `PUT /api/users/self/2fa`: on an answer, the session's user state says at once whether 2FA is on
   * (so the mint checkout asks for the code from the next signature on), and the user is read again.
   * The shell writes the session: `session.patch` asks it.
   */
  update: (
    api: Pick<MarketplaceApi, 'twoFactor'>,
    session: SessionUserAccess,
  ): UseMutationOptions<TwoFactorAnswer<TwoFactorPayload>, Error, TwoFactorUpdate> => ({
    mutationKey: [...TWO_FACTOR, 'update'],
    mutationFn: (update) => api.twoFactor.update(update),
    onSuccess: (answer, _update, _onMutate, { client }) => {
      if (!answer || !('twoFactorAuth' in answer)) return;
      session.patch({ twoFactorAuth: answer.twoFactorAuth });
      invalidate(client, usersKeys.self());
    },
  }),
};

import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../wire/api/api-error';
import type { MarketplaceApi } from '../resources/marketplace-api';
import type { PasswordChange, PasswordChangePayload } from '../../wire/schemas/password-schemas';
import { devicesKeys } from './devices-queries';
import { invalidate } from './invalidate';
import { SELF_SCOPE } from './self-scope';

export const passwordMutations = {
  /**
   * §7 `PUT /api/users/self/password` → the answer, the ApiError of a 403 (wrong current password) or
   * 412 (a rule, or an account without a password), or null. A change signs the user's other devices
   * out, so the device list is read again.
   */
  change: (api: Pick<MarketplaceApi, 'password'>): UseMutationOptions<PasswordChangePayload | ApiError | null, Error, PasswordChange> => ({
    mutationKey: [...SELF_SCOPE, 'password', 'change'],
    mutationFn: (change) => api.password.change(change),
    onSuccess: (answer, _change, _onMutate, { client }) => {
      if (answer && 'changed' in answer) invalidate(client, devicesKeys.all);
    },
  }),
};

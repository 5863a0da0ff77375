import { ApiError } from '../../wire/api/api-error';

/** Spec §7: the 2FA call returns the error on 400 or 403. */
export const TWO_FACTOR_ERROR_STATUSES = [400, 403] as const;
/** Spec §7: the password call returns the error on 403 or 412. */
export const PASSWORD_ERROR_STATUSES = [403, 412] as const;

/**
 * For calls whose expected refusals the page shows (wrong code, wrong password): resolves with the
 * answer, with the ApiError when its status is one of `statuses` (its `answerMessage` says why),
 * and with null for any other failure (spec §8 "other errors on the 2FA and password calls give null").
 * Callers tell them apart with `instanceof ApiError`.
 */
export function errorOrNullOn(statuses: readonly number[]) {
  return async <T>(call: Promise<T>): Promise<T | ApiError | null> => {
    try {
      return await call;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return statuses.includes(error.status) && error.kind === 'status' ? error : null;
    }
  };
}

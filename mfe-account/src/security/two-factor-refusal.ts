import { ApiError } from '@marketplace/contracts/wire';

/** Why turning 2FA on or off did not happen, as the form explains it. */
export type TwoFactorRefusal = 'wrong-code' | 'enrolment-expired' | 'failed';

/**
 * The refusal of a 2FA answer, null when it went through: 403 is a code that is not the current one,
 * 400 an enrolment the server no longer has (start again), anything else (null) a failure it does not
 * explain — too many wrong codes among them.
 */
export function twoFactorRefusal(answer: unknown): TwoFactorRefusal | null {
  if (!(answer instanceof ApiError)) return answer ? null : 'failed';
  if (answer.status === 403) return 'wrong-code';
  if (answer.status === 400) return 'enrolment-expired';
  return 'failed';
}

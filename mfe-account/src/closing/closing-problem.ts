import { ApiError, accountClosingRefusalOf } from '@marketplace/contracts/wire';

/** A field of the closing form, or the form as a whole. */
export type ClosingField = 'password' | 'code' | 'understood' | 'form';

export type ClosingProblemReason =
  | 'passwordRequired'
  | 'wrongPassword'
  | 'codeRequired'
  | 'invalidCode'
  | 'understoodRequired'
  | 'alreadyPending'
  | 'noPassword'
  | 'tooManyPasswords'
  | 'tooManyCodes'
  | 'offline'
  | 'failed';

/** What is wrong, and where the form shows it (`closing.problems.<reason>`). */
export interface ClosingProblem {
  field: ClosingField;
  reason: ClosingProblemReason;
}

/**
 * The problem a refusal of `POST /api/users/self/closing` is, read from the answer's message
 * (`ACCOUNT_CLOSING_REFUSALS`): a wrong password or code belongs to its field; a closing already pending
 * (asked from another tab) is said for the form, which then shows the pending closing.
 */
export function closingProblemOf(error: unknown): ClosingProblem {
  if (!(error instanceof ApiError)) return { field: 'form', reason: 'failed' };
  if (error.kind === 'network') return { field: 'form', reason: 'offline' };
  switch (accountClosingRefusalOf(error.answerMessage)) {
    case 'wrongPassword':
      return { field: 'password', reason: 'wrongPassword' };
    case 'invalidCode':
      return { field: 'code', reason: 'invalidCode' };
    case 'alreadyPending':
      return { field: 'form', reason: 'alreadyPending' };
    case 'noPassword':
      return { field: 'form', reason: 'noPassword' };
    case 'tooManyPasswords':
      return { field: 'form', reason: 'tooManyPasswords' };
    case 'tooManyCodes':
      return { field: 'form', reason: 'tooManyCodes' };
    default:
      return { field: 'form', reason: 'failed' };
  }
}

import { ApiError, emailChangeRefusalOf } from '@marketplace/contracts/wire';

/** A field of the address-change form, or the form as a whole. */
export type EmailChangeField = 'newEmail' | 'password' | 'code' | 'form';

export type EmailChangeProblemReason =
  | 'invalidEmail'
  | 'sameAddress'
  | 'passwordRequired'
  | 'wrongPassword'
  | 'codeRequired'
  | 'invalidCode'
  | 'noPassword'
  | 'tooManyPasswords'
  | 'tooManyCodes'
  | 'tooManyRequests'
  | 'offline'
  | 'failed';

/** What is wrong, and where the form shows it (`accountSettings.emailChange.problems.<reason>`). */
export interface EmailChangeProblem {
  field: EmailChangeField;
  reason: EmailChangeProblemReason;
}

/**
 * The problem a refusal of `POST /api/users/self/email-change` is, read from the answer's message
 * (`EMAIL_CHANGE_REFUSALS`): a wrong password or code belongs to its field, so the person fixes that one
 * and keeps the rest; what no field can fix is said for the form.
 */
export function emailChangeProblemOf(error: unknown): EmailChangeProblem {
  if (!(error instanceof ApiError)) return { field: 'form', reason: 'failed' };
  if (error.kind === 'network') return { field: 'form', reason: 'offline' };
  switch (emailChangeRefusalOf(error.answerMessage)) {
    case 'wrongPassword':
      return { field: 'password', reason: 'wrongPassword' };
    case 'invalidCode':
      return { field: 'code', reason: 'invalidCode' };
    case 'sameAddress':
      return { field: 'newEmail', reason: 'sameAddress' };
    case 'noPassword':
      return { field: 'form', reason: 'noPassword' };
    case 'tooManyPasswords':
      return { field: 'form', reason: 'tooManyPasswords' };
    case 'tooManyCodes':
      return { field: 'form', reason: 'tooManyCodes' };
    default:
      break;
  }
  // The hourly cap on address-change mails answers 429 in the rate limiter's own words.
  if (error.status === 429) return { field: 'form', reason: 'tooManyRequests' };
  if (error.status === 400) return { field: 'newEmail', reason: 'invalidEmail' };
  return { field: 'form', reason: 'failed' };
}

import { emailChangeRefusalOf } from '@marketplace/contracts/wire';
import { type FieldProblem, type ReauthProblem, reauthProblemOf } from '../portal-kit/reauth-problem';

/** What is wrong, and where the address-change form shows it (`accountSettings.emailChange.problems.<reason>`). */
export type EmailChangeProblem = ReauthProblem | FieldProblem<'newEmail', 'invalidEmail' | 'sameAddress'> | FieldProblem<'form', 'tooManyRequests'>;

/** A field of the address-change form, or the form as a whole. */
export type EmailChangeField = EmailChangeProblem['field'];

/**
 * The problem a refusal of `POST /api/users/self/email-change` is (`EMAIL_CHANGE_REFUSALS`): the
 * re-authentication's at their fields, the same address at the address; what no field can fix is said for the form.
 */
export function emailChangeProblemOf(error: unknown): EmailChangeProblem {
  return reauthProblemOf(error, emailChangeRefusalOf, (refusal, answer) => {
    if (refusal === 'sameAddress') return { field: 'newEmail', reason: 'sameAddress' };
    // The hourly cap on address-change mails answers 429 in the rate limiter's own words.
    if (answer.status === 429) return { field: 'form', reason: 'tooManyRequests' };
    if (answer.status === 400) return { field: 'newEmail', reason: 'invalidEmail' };
    return null;
  });
}

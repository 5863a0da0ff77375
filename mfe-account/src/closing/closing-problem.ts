import { accountClosingRefusalOf } from '@marketplace/contracts/wire';
import { type FieldProblem, type ReauthProblem, reauthProblemOf } from '../portal-kit/reauth-problem';

/** What is wrong, and where the closing form shows it (`closing.problems.<reason>`). */
export type ClosingProblem = ReauthProblem | FieldProblem<'understood', 'understoodRequired'> | FieldProblem<'form', 'alreadyPending'>;

/** A field of the closing form, or the form as a whole. */
export type ClosingField = ClosingProblem['field'];

/**
 * The problem a refusal of `POST /api/users/self/closing` is (`ACCOUNT_CLOSING_REFUSALS`): the re-authentication's
 * at their fields; a closing already pending (asked from another tab) is said for the form, which then shows
 * the pending closing.
 */
export function closingProblemOf(error: unknown): ClosingProblem {
  return reauthProblemOf(error, accountClosingRefusalOf, (refusal) => (refusal === 'alreadyPending' ? { field: 'form', reason: 'alreadyPending' } : null));
}

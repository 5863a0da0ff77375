import { accountClosingRefusalOf } from '@marketplace/contracts/wire';
import { type FieldProblem, type ReauthProblem, reauthProblemOf } from '../portal-kit/reauth-problem';

/** The provider step of a Google- or Apple-only account: not taken, missing or expired at the API, refused, or out of reach. */
export type ProviderProblem = FieldProblem<'provider', 'providerRequired' | 'reauthenticationRequired' | 'reauthenticationRefused' | 'reauthenticationFailed'>;

/** What is wrong, and where the closing form shows it (`closing.problems.<reason>`). */
export type ClosingProblem = ReauthProblem | ProviderProblem | FieldProblem<'understood', 'understoodRequired'> | FieldProblem<'form', 'alreadyPending'>;

/** A field of the closing form, or the form as a whole. */
export type ClosingField = ClosingProblem['field'];

/**
 * The problem a refusal of `POST /api/users/self/closing` is (`ACCOUNT_CLOSING_REFUSALS`): the re-authentication's
 * at their fields; a provider confirmation missing or expired at the provider step, which offers it again; a
 * closing already pending (asked from another tab) is said for the form, which then shows the pending closing.
 */
export function closingProblemOf(error: unknown): ClosingProblem {
  return reauthProblemOf(error, accountClosingRefusalOf, (refusal): ClosingProblem | null => {
    if (refusal === 'alreadyPending') return { field: 'form', reason: 'alreadyPending' };
    if (refusal === 'reauthenticationRequired') return { field: 'provider', reason: 'reauthenticationRequired' };
    return null;
  });
}

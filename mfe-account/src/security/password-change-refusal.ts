import { ApiError } from '@marketplace/contracts/wire';

/** Why a password change was refused, as the form explains it. */
export type PasswordChangeRefusal = 'wrong-current' | 'no-password' | 'broken-rule' | 'failed';

// The API's 412 has two causes (api/src/routes/password-routes.ts): a new password breaking a rule names
// the field; an account that signs in only with Google or Apple does not.
const RULE_MESSAGE_PREFIX = 'body.newPassword';

/** The refusal of `PUT /api/users/self/password`'s answer, null when the password was changed. */
export function passwordChangeRefusal(answer: unknown): PasswordChangeRefusal | null {
  if (!(answer instanceof ApiError)) return answer ? null : 'failed';
  if (answer.status === 403) return 'wrong-current';
  if (answer.status === 412) return answer.answerMessage?.startsWith(RULE_MESSAGE_PREFIX) ? 'broken-rule' : 'no-password';
  return 'failed';
}

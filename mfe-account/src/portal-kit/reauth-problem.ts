import { ApiError } from '@marketplace/contracts/wire';
import { TWO_FACTOR_CODE_LENGTH } from '@marketplace/contracts/ui';

/** What is wrong, and the field of the form that shows it (`form`: the form as a whole). */
export interface FieldProblem<Field extends string, Reason extends string> {
  field: Field;
  reason: Reason;
}

/** The proof a sensitive step asks for (`ReauthFields`): the current password and, while 2FA is on, a code. */
export interface ReauthProof {
  password: string;
  code: string;
}

/**
 * The refusals every re-authenticated request of the API shares (closing the account, changing the address:
 * `ACCOUNT_CLOSING_REFUSALS`, `EMAIL_CHANGE_REFUSALS`), each with the field that shows it: a wrong password
 * or code belongs to its field, so the person fixes that one and keeps the rest.
 */
const REAUTH_REFUSAL_FIELDS = {
  wrongPassword: 'password',
  invalidCode: 'code',
  noPassword: 'form',
  tooManyPasswords: 'form',
  tooManyCodes: 'form',
} as const;
type ReauthRefusal = keyof typeof REAUTH_REFUSAL_FIELDS;

export type ReauthProblem =
  | FieldProblem<'password', 'passwordRequired'>
  | FieldProblem<'code', 'codeRequired'>
  | { [Refusal in ReauthRefusal]: FieldProblem<(typeof REAUTH_REFUSAL_FIELDS)[Refusal], Refusal> }[ReauthRefusal]
  | FieldProblem<'form', 'offline' | 'failed'>;

const isReauthRefusal = (refusal: string | null): refusal is ReauthRefusal => refusal !== null && Object.hasOwn(REAUTH_REFUSAL_FIELDS, refusal);

/** The first part of the proof still missing before anything is sent, or null. */
export function missingReauthProof({ password, code }: ReauthProof, twoFactorAuth: boolean): ReauthProblem | null {
  if (password === '') return { field: 'password', reason: 'passwordRequired' };
  return missingCode(code, twoFactorAuth);
}

/** The authenticator code while 2FA is on, when it is not yet whole; null when it is (or 2FA is off). */
export function missingCode(code: string, twoFactorAuth: boolean): FieldProblem<'code', 'codeRequired'> | null {
  return twoFactorAuth && code.length !== TWO_FACTOR_CODE_LENGTH ? { field: 'code', reason: 'codeRequired' } : null;
}

/**
 * The problem a refusal of a re-authenticated request is, read from the answer's message with the request's
 * `refusalOf`: the shared refusals at their fields, a request that never reached the server as offline, and
 * the refusals only this request has placed by `ownProblem` (null: it failed).
 */
export function reauthProblemOf<Refusal extends string, Own extends FieldProblem<string, string>>(
  error: unknown,
  refusalOf: (answerMessage: string | null | undefined) => Refusal | null,
  ownProblem: (refusal: Exclude<Refusal, ReauthRefusal> | null, error: ApiError) => Own | null,
): ReauthProblem | Own {
  if (!(error instanceof ApiError)) return { field: 'form', reason: 'failed' };
  if (error.kind === 'network') return { field: 'form', reason: 'offline' };
  const refusal = refusalOf(error.answerMessage);
  if (isReauthRefusal(refusal)) return { field: REAUTH_REFUSAL_FIELDS[refusal], reason: refusal } as ReauthProblem;
  return ownProblem(refusal as Exclude<Refusal, ReauthRefusal> | null, error) ?? { field: 'form', reason: 'failed' };
}

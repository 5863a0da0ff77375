import { ACCOUNT_CLOSING_REFUSALS, ApiError } from '@marketplace/contracts/wire';
import { closingProblemOf } from './closing-problem';

const REQUEST = 'POST /api/users/self/closing';
const refused = (status: number, message: string) => new ApiError(REQUEST, status, message, { body: { status, message, payload: null } });

describe('closingProblemOf', () => {
  it.each([
    [403, ACCOUNT_CLOSING_REFUSALS.wrongPassword, { field: 'password', reason: 'wrongPassword' }],
    [403, ACCOUNT_CLOSING_REFUSALS.invalidCode, { field: 'code', reason: 'invalidCode' }],
    [409, ACCOUNT_CLOSING_REFUSALS.alreadyPending, { field: 'form', reason: 'alreadyPending' }],
    [412, ACCOUNT_CLOSING_REFUSALS.reauthenticationRequired, { field: 'provider', reason: 'reauthenticationRequired' }],
    [429, ACCOUNT_CLOSING_REFUSALS.tooManyPasswords, { field: 'form', reason: 'tooManyPasswords' }],
    [429, ACCOUNT_CLOSING_REFUSALS.tooManyCodes, { field: 'form', reason: 'tooManyCodes' }],
    [500, 'Internal Server Error', { field: 'form', reason: 'failed' }],
  ])('reads a %i "%s" as the problem of its field', (status, message, problem) => {
    expect(closingProblemOf(refused(status, message))).toEqual(problem);
  });

  it('says the person is offline when the request never reached the server', () => {
    expect(closingProblemOf(new ApiError(REQUEST, 0, 'Failed to fetch', { kind: 'network' }))).toEqual({ field: 'form', reason: 'offline' });
  });
});

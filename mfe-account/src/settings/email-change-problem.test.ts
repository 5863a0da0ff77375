import { ApiError, EMAIL_CHANGE_REFUSALS } from '@marketplace/contracts/wire';
import { emailChangeProblemOf } from './email-change-problem';

const REQUEST = 'POST /api/users/self/email-change';
const refused = (status: number, message: string) => new ApiError(REQUEST, status, message, { body: { status, message, payload: null } });

describe('emailChangeProblemOf', () => {
  it.each([
    [403, EMAIL_CHANGE_REFUSALS.wrongPassword, { field: 'password', reason: 'wrongPassword' }],
    [403, EMAIL_CHANGE_REFUSALS.invalidCode, { field: 'code', reason: 'invalidCode' }],
    [412, EMAIL_CHANGE_REFUSALS.sameAddress, { field: 'newEmail', reason: 'sameAddress' }],
    [412, EMAIL_CHANGE_REFUSALS.noPassword, { field: 'form', reason: 'noPassword' }],
    [429, EMAIL_CHANGE_REFUSALS.tooManyPasswords, { field: 'form', reason: 'tooManyPasswords' }],
    [429, EMAIL_CHANGE_REFUSALS.tooManyCodes, { field: 'form', reason: 'tooManyCodes' }],
    [429, 'Rate limit exceeded, retry in 1 hour', { field: 'form', reason: 'tooManyRequests' }],
    [400, 'body.newEmail: A valid e-mail address', { field: 'newEmail', reason: 'invalidEmail' }],
    [500, 'Internal Server Error', { field: 'form', reason: 'failed' }],
  ])('reads a %i "%s" as the problem of its field', (status, message, problem) => {
    expect(emailChangeProblemOf(refused(status, message))).toEqual(problem);
  });

  it('says the person is offline when the request never reached the server', () => {
    expect(emailChangeProblemOf(new ApiError(REQUEST, 0, 'Failed to fetch', { kind: 'network' }))).toEqual({ field: 'form', reason: 'offline' });
  });

  it('says the change failed for anything that is not an answer of the API', () => {
    expect(emailChangeProblemOf(new Error('boom'))).toEqual({ field: 'form', reason: 'failed' });
  });
});

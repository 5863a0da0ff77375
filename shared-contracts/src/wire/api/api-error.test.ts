import { ApiError } from './api-error';

describe('ApiError', () => {
  it('is a network failure when there is no status and no kind is given', () => {
    expect(new ApiError('GET /api/x', 0, 'Network error: GET /api/x').kind).toBe('network');
  });

  it('is a status failure when the server answered and no kind is given', () => {
    expect(new ApiError('GET /api/x', 404, '404 Fetch error: GET /api/x').kind).toBe('status');
  });

  it('keeps the given kind, body and cause', () => {
    const cause = new Error('socket hang up');
    const error = new ApiError('GET /api/x', 200, 'Malformed answer: GET /api/x', { kind: 'malformed', body: { a: 1 }, cause });
    expect(error).toMatchObject({ kind: 'malformed', body: { a: 1 }, cause, request: 'GET /api/x', status: 200 });
  });

  it('reads the server reason from the envelope message of the body', () => {
    const error = new ApiError('PUT /api/users/self/2fa', 400, '400 Fetch error', {
      body: { status: 400, message: 'Invalid code', payload: null },
    });
    expect(error.answerMessage).toBe('Invalid code');
  });

  it('has no server reason when the body is not an envelope', () => {
    expect(new ApiError('GET /x', 502, 'x', { body: '<html>Bad gateway</html>' }).answerMessage).toBeNull();
    expect(new ApiError('GET /x', 502, 'x', { body: { message: 7 } }).answerMessage).toBeNull();
  });
});

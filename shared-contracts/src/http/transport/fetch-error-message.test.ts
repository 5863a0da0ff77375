import { describeRequest, fetchErrorMessage } from './fetch-error-message';

describe('fetch error message', () => {
  it('names a request by method and path without its query', () => {
    expect(describeRequest('GET', '/api/users?id=a,b')).toBe('GET /api/users');
  });

  it('names a call to the base URL itself (empty path) as /', () => {
    expect(describeRequest('GET', '')).toBe('GET /');
  });

  it('reads as the spec writes it', () => {
    expect(fetchErrorMessage(404, 'GET /api/users/self')).toBe('404 Fetch error: GET /api/users/self');
  });
});

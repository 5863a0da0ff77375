import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../wire/api/api-error';
import { READ_RETRIES, shouldRetryRead } from './read-retry';

const refused = (status: number) => new ApiError('GET /api/users/self/mints/m-1', status, `${status} Fetch error`);

describe('shouldRetryRead', () => {
  it.each([400, 401, 403, 404, 409, 429])('never asks again after a %i: the same question gets the same no', (status) => {
    expect(shouldRetryRead(0, refused(status))).toBe(false);
  });

  it('never asks again in maintenance (503): the shell shows the maintenance page at once', () => {
    expect(shouldRetryRead(0, refused(503))).toBe(false);
  });

  it.each([500, 502, 504])('asks again after a %i, up to READ_RETRIES times', (status) => {
    expect(shouldRetryRead(0, refused(status))).toBe(true);
    expect(shouldRetryRead(READ_RETRIES - 1, refused(status))).toBe(true);
    expect(shouldRetryRead(READ_RETRIES, refused(status))).toBe(false);
  });

  it('asks again after a network failure', () => {
    expect(shouldRetryRead(0, new ApiError('GET /api/merchants', 0, 'Network error', { kind: 'network' }))).toBe(true);
  });

  it('never asks again after a malformed answer, a cancelled read or a bug', () => {
    expect(shouldRetryRead(0, new ApiError('GET /api/merchants', 200, 'Malformed answer', { kind: 'malformed' }))).toBe(false);
    expect(shouldRetryRead(0, new ApiError('GET /api/merchants', 0, 'Aborted', { kind: 'aborted' }))).toBe(false);
    expect(shouldRetryRead(0, new TypeError('x is undefined'))).toBe(false);
  });

  it('as a query client’s retry, reads a 404 once and a 500 three times', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: shouldRetryRead, retryDelay: 0 } } });
    const notFound = jest.fn(async () => Promise.reject(refused(404)));
    const broken = jest.fn(async () => Promise.reject(refused(500)));

    await client.fetchQuery({ queryKey: ['not-found'], queryFn: notFound }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['broken'], queryFn: broken }).catch(() => undefined);

    expect(notFound).toHaveBeenCalledTimes(1);
    expect(broken).toHaveBeenCalledTimes(1 + READ_RETRIES);
  });
});

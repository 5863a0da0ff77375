import { ApiError } from '../../wire/api/api-error';
import { listOrEmpty, recordListOrEmpty } from './list-or-empty';

const failure = (status: number) => Promise.reject(new ApiError('GET /api/merchants', status, `${status} Fetch error`));

describe('listOrEmpty', () => {
  it('gives the list of a successful call', async () => {
    await expect(listOrEmpty(Promise.resolve(['a', 'b']))).resolves.toEqual(['a', 'b']);
  });

  it.each([0, 401, 404, 500, 503])('gives an empty list when the call fails with %i', async (status) => {
    await expect(listOrEmpty<string>(failure(status))).resolves.toEqual([]);
  });

  it('gives an empty list for a malformed answer', async () => {
    const malformed = Promise.reject(new ApiError('GET /api/merchants', 200, 'Malformed answer', { kind: 'malformed' }));
    await expect(listOrEmpty<string>(malformed)).resolves.toEqual([]);
  });

  it('lets a programming error through', async () => {
    await expect(listOrEmpty<string>(Promise.reject(new TypeError('x is undefined')))).rejects.toThrow(TypeError);
  });

  it('lets a cancelled read through: the caller gave up, so there is no empty list to give', async () => {
    const cancelled = new ApiError('GET /api/merchants', 0, 'Aborted: GET /api/merchants', { kind: 'aborted' });
    await expect(listOrEmpty<string>(Promise.reject(cancelled))).rejects.toBe(cancelled);
  });
});

describe('recordListOrEmpty', () => {
  it('gives the page of a successful call', async () => {
    await expect(recordListOrEmpty(Promise.resolve({ records: [1], total: 9 }))).resolves.toEqual({ records: [1], total: 9 });
  });

  it('gives an empty page when the call fails', async () => {
    await expect(recordListOrEmpty<number>(failure(500))).resolves.toEqual({ records: [], total: 0 });
  });

  it('lets a programming error through', async () => {
    await expect(recordListOrEmpty<number>(Promise.reject(new RangeError('bad')))).rejects.toThrow(RangeError);
  });
});

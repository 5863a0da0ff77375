import { ApiError } from '../../wire/api/api-error';
import { translationFailure, translationsOrFailure } from './translation-failure';

describe('translation failure', () => {
  it('has the shape of spec §8', () => {
    expect(translationFailure('store')).toEqual({ status: 500, message: 'Error fetching store translations', payload: null });
  });

  it('gives the envelope of a successful fetch', async () => {
    const answer = { status: 200, message: 'OK', payload: { hello: 'Hola' } };
    await expect(translationsOrFailure('store', Promise.resolve(answer))).resolves.toEqual(answer);
  });

  it.each([0, 404, 500])('gives the failure shape when the fetch fails with %i', async (status) => {
    const failing = Promise.reject(new ApiError('GET /api/translations/file/store', status, 'failed'));
    await expect(translationsOrFailure('store', failing)).resolves.toEqual({
      status: 500,
      message: 'Error fetching store translations',
      payload: null,
    });
  });

  it('lets a programming error through', async () => {
    await expect(translationsOrFailure('store', Promise.reject(new TypeError('x')))).rejects.toThrow(TypeError);
  });
});

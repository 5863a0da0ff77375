import { TERMS_OF_SERVICE_VERSION } from '../../wire/entities/legal-policy';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';
import { createTermsApi } from './terms-api';

describe('terms api', () => {
  it('puts the accepted version on the main API and gives the version and time stored', async () => {
    const stored = { acceptedTermsVersion: TERMS_OF_SERVICE_VERSION, acceptedTermsTime: '2026-11-20T10:00:00.000Z' };
    const { transport, calls } = fakeApi(() => envelope(stored));

    await expect(createTermsApi(transport).accept({ version: TERMS_OF_SERVICE_VERSION })).resolves.toEqual(stored);
    expect(calls).toEqual([
      expect.objectContaining({ method: 'PUT', url: 'https://api.market.test/api/users/self/terms', body: { version: TERMS_OF_SERVICE_VERSION } }),
    ]);
  });

  it('rejects a refused acceptance with its status, so the modal stays open and says it failed', async () => {
    const { transport } = fakeApi(() => failure(400));

    await expect(createTermsApi(transport).accept({ version: 'old' })).rejects.toMatchObject({ status: 400 });
  });
});

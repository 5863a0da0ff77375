import { TERMS_OF_SERVICE_VERSION } from '@marketplace/contracts/wire';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('terms api against the server', () => {
  it('accepts the terms in force, which the signed-in user then shows', async () => {
    const { api, setToken, t } = contract();
    setToken((await t.createUser({ acceptedTermsVersion: null })).token);

    const stored = await api.terms.accept({ version: TERMS_OF_SERVICE_VERSION });
    const self = await api.users.self();

    expect(stored.acceptedTermsVersion).toBe(TERMS_OF_SERVICE_VERSION);
    expect(self).toMatchObject({ acceptTerms: true, acceptedTermsVersion: TERMS_OF_SERVICE_VERSION, acceptedTermsTime: stored.acceptedTermsTime });
  });

  it('rejects any other version with the 400 the modal shows as a failed save', async () => {
    const { api, setToken, t } = contract();
    setToken((await t.createUser({ acceptedTermsVersion: null })).token);

    await expect(api.terms.accept({ version: '2020-01-01' })).rejects.toMatchObject({ status: 400 });
    expect((await api.users.self()).acceptedTermsVersion).toBeNull();
  });
});

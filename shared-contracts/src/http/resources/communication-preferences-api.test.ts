import { createCommunicationPreferencesApi } from './communication-preferences-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

const PREFERENCES = { communications: true, categories: { offers: true, productNews: false, marketing: false } };
const KEY = 'k'.repeat(43);

describe('communication preferences api', () => {
  it('reads and saves the categories of the signed-in person', async () => {
    const { transport, calls } = fakeApi(() => envelope(PREFERENCES));
    const api = createCommunicationPreferencesApi(transport);

    await expect(api.read()).resolves.toEqual(PREFERENCES);
    await expect(api.save({ categories: PREFERENCES.categories })).resolves.toEqual(PREFERENCES);
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'GET', url: 'https://api.market.test/api/users/self/communication-preferences', body: undefined },
      { method: 'PUT', url: 'https://api.market.test/api/users/self/communication-preferences', body: { categories: PREFERENCES.categories } },
    ]);
  });

  it('undoes an unsubscribe with the key of its link and no bearer token needed', async () => {
    const { transport, calls } = fakeApi(() => envelope({ communications: true, category: 'offers' }), null);

    await expect(createCommunicationPreferencesApi(transport).undoUnsubscribe(KEY)).resolves.toEqual({ communications: true, category: 'offers' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://api.market.test/api/keys/resubscribe-communications', body: { key: KEY } });
  });

  it('rejects an undo that came too late', async () => {
    const { transport } = fakeApi(() => failure(404), null);

    await expect(createCommunicationPreferencesApi(transport).undoUnsubscribe(KEY)).rejects.toMatchObject({ status: 404 });
  });
});

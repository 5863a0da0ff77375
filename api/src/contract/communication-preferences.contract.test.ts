import { contractHarnessPerSuite } from '../testing/contract-harness.js';
import { issueEmailKey } from '../email-keys/email-keys.js';

const contract = contractHarnessPerSuite();

describe('communication preferences api against the server', () => {
  it('reads and saves the categories of the signed-in person', async () => {
    const { api, setToken, t } = contract();
    setToken((await t.createUser({ communications: true })).token);
    const categories = { offers: false, productNews: true, marketing: false };

    const saved = await api.communicationPreferences.save({ categories });

    expect(saved).toEqual({ communications: true, categories });
    await expect(api.communicationPreferences.read()).resolves.toEqual(saved);
  });

  it('undoes a one-click unsubscribe with the same key, signed out', async () => {
    const { api, setToken, t } = contract();
    const user = await t.createUser({ communications: true });
    const { key } = await issueEmailKey(t.db, user.id, 'UNSUBSCRIBE_COMMUNICATIONS');
    setToken(null);

    await api.emailKeys.unsubscribeCommunications(key);

    await expect(api.communicationPreferences.undoUnsubscribe(key)).resolves.toEqual({ communications: true, category: null });
    await expect(api.communicationPreferences.undoUnsubscribe('k'.repeat(43))).rejects.toMatchObject({ status: 404, answerMessage: 'Key not found' });
  });
});

import { SUPPORTED_LOCALES } from '@marketplace/contracts/wire';
import { NOTIFICATION_MESSAGES } from '../translations/notification-messages.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('translations api against the server', () => {
  it.each(SUPPORTED_LOCALES)('gives a visitor the notification messages in %s', async (locale) => {
    const { api, setToken } = contract();
    setToken(null);

    const answer = await api.translations.fetchTranslationFile('notifications', locale);

    expect(answer).toEqual({ status: 200, message: 'OK', payload: NOTIFICATION_MESSAGES[locale] });
  });

  it('gives the failure shape of spec §8 for a file the server does not have', async () => {
    const { api } = contract();

    const answer = await api.translations.fetchTranslationFile('payments', 'en');

    expect(answer).toEqual({ status: 500, message: 'Error fetching payments translations', payload: null });
  });
});

import { fakeApi, envelope, failure, json } from '../../testing/api/fake-api';
import { createTranslationsApi } from './translations-api';

const MESSAGES = { 'offer.declined': 'Your offer for {{collectible}} was declined.' };
const FAILURE = { status: 500, message: 'Error fetching notifications translations', payload: null };

describe('translations api', () => {
  it('asks for the file in the locale and gives the whole answer', async () => {
    const { transport, calls } = fakeApi(() => envelope(MESSAGES));

    const answer = await createTranslationsApi(transport).fetchTranslationFile('notifications', 'ja');

    expect(answer).toEqual({ status: 200, message: 'OK', payload: MESSAGES });
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'https://api.market.test/api/translations/file/notifications?locale=ja' });
  });

  it.each([
    ['a 404', () => failure(404, 'Translation file not found')],
    ['a 500', () => failure(500)],
    ['messages that are not strings', () => envelope({ 'offer.declined': 42 })],
    ['an answer without an envelope', () => json(MESSAGES)],
  ])('gives the failure shape of spec §8 for %s', async (_case, answer) => {
    const { transport } = fakeApi(answer);

    await expect(createTranslationsApi(transport).fetchTranslationFile('notifications', 'en')).resolves.toEqual(FAILURE);
  });

  it('gives the failure shape when the network fails', async () => {
    const { transport } = fakeApi(() => {
      throw new TypeError('fetch failed');
    });

    await expect(createTranslationsApi(transport).fetchTranslationFile('notifications', 'en')).resolves.toEqual(FAILURE);
  });
});

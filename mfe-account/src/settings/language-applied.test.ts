import i18next from 'i18next';
import { languageApplied } from './language-applied';

describe('languageApplied', () => {
  const i18n = i18next.createInstance();
  beforeAll(() => i18n.init({ lng: 'en', resources: {} }));
  afterEach(() => jest.useRealTimers());

  it('resolves at once when the page already speaks the language', async () => {
    await expect(languageApplied(i18n, 'en')).resolves.toBeUndefined();
  });

  it('waits for the switch to that language, not to another one', async () => {
    let settled = false;
    const applied = languageApplied(i18n, 'ja').then(() => {
      settled = true;
    });
    await i18n.changeLanguage('de');
    await Promise.resolve();
    expect(settled).toBe(false);
    await i18n.changeLanguage('ja');
    await applied;
    expect(settled).toBe(true);
  });

  it('gives up waiting after the limit, so what it guards is still said', async () => {
    jest.useFakeTimers();
    await i18n.changeLanguage('en');
    let settled = false;
    const applied = languageApplied(i18n, 'ko', 1000).then(() => {
      settled = true;
    });
    jest.advanceTimersByTime(999);
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await applied;
    expect(settled).toBe(true);
  });
});

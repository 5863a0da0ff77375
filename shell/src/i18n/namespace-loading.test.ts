import i18next from 'i18next';
import type { Locale } from '@marketplace/contracts/wire';
import { joinNamespace, loadNamespace, switchLanguage } from './namespace-loading';

const wordsIn = (namespace: string) => (locale: Locale) => Promise.resolve({ heading: `${namespace} in ${locale}` });

beforeEach(async () => {
  await i18next.init({ lng: 'en', resources: {} });
});

describe('the page language', () => {
  it('switches only once every namespace that joined the page is loaded in the new language', async () => {
    await joinNamespace('shell', wordsIn('shell'));
    await joinNamespace('legal', wordsIn('legal'));
    const seenAtSwitch: string[] = [];
    i18next.on('languageChanged', function record() {
      seenAtSwitch.push(i18next.t('heading', { ns: 'shell' }), i18next.t('heading', { ns: 'legal' }));
      i18next.off('languageChanged', record);
    });
    await switchLanguage('fr');
    expect(seenAtSwitch).toEqual(['shell in fr', 'legal in fr']);
    expect(i18next.language).toBe('fr');
  });

  it('does not switch when a namespace of the page cannot be loaded in the new language', async () => {
    await joinNamespace('merchant', (locale) => (locale === 'de' ? Promise.reject(new Error('offline')) : wordsIn('merchant')(locale)));
    await expect(switchLanguage('de')).rejects.toThrow('offline');
    expect(i18next.language).not.toBe('de');
  });

  it('loads a namespace that joins during a switch in the language being switched to as well', async () => {
    let release!: () => void;
    await joinNamespace('shell', (locale) =>
      locale === 'it' ? new Promise((resolve) => (release = () => resolve({ heading: 'shell in it' }))) : wordsIn('shell')(locale),
    );
    const switching = switchLanguage('it');
    await joinNamespace('account', wordsIn('account'));
    release();
    await switching;
    expect(i18next.t('heading', { ns: 'account' })).toBe('account in it');
  });

  it('asks for a language once, however many ask at the same time, and again after a failure', async () => {
    const loader = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ heading: 'x' });
    await expect(Promise.all([loadNamespace('wallet', 'ko', loader), loadNamespace('wallet', 'ko', loader)])).rejects.toThrow('offline');
    expect(loader).toHaveBeenCalledTimes(1);
    await loadNamespace('wallet', 'ko', loader);
    await loadNamespace('wallet', 'ko', loader);
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

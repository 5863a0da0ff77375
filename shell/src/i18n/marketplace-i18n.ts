import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@marketplace/contracts';
import { fetchMessages } from './load-messages';

const pending = new Map<Locale, Promise<void>>();

/** Loads a locale's catalogue once; a failed fetch may be tried again on the next switch. */
export function ensureLocaleLoaded(locale: Locale): Promise<void> {
  if (i18next.hasResourceBundle(locale, 'translation')) return Promise.resolve();
  const existing = pending.get(locale);
  if (existing) return existing;
  const loading = fetchMessages(locale)
    .then((messages) => {
      i18next.addResourceBundle(locale, 'translation', messages, true, true);
    })
    .finally(() => pending.delete(locale));
  pending.set(locale, loading);
  return loading;
}

/** Starts the one i18next instance of the page (a shared singleton: remotes render with it too). */
export async function initMarketplaceI18n(locale: Locale): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await ensureLocaleLoaded(locale).catch(() => ensureLocaleLoaded(DEFAULT_LOCALE));
  if (locale !== DEFAULT_LOCALE) void ensureLocaleLoaded(DEFAULT_LOCALE).catch(() => undefined);
}

/** Switches the language once its catalogue is here, so no half-translated page is shown. */
export async function switchLanguage(locale: Locale): Promise<void> {
  if (i18next.language === locale) return;
  await ensureLocaleLoaded(locale);
  await i18next.changeLanguage(locale);
}

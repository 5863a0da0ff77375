import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@marketplace/contracts/wire';
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

/** How the page's i18next instance reads messages; the build's prerender uses the same, so its text is the page's. */
export const MARKETPLACE_I18N_OPTIONS = {
  fallbackLng: DEFAULT_LOCALE,
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

/** Starts the one i18next instance of the page (a shared singleton: remotes render with it too). */
export async function initMarketplaceI18n(locale: Locale): Promise<void> {
  await i18next.use(initReactI18next).init({ ...MARKETPLACE_I18N_OPTIONS, lng: locale, resources: {} });
  await ensureLocaleLoaded(locale).catch(() => ensureLocaleLoaded(DEFAULT_LOCALE));
  if (locale !== DEFAULT_LOCALE) void ensureLocaleLoaded(DEFAULT_LOCALE).catch(() => undefined);
}

/** Switches the language once its catalogue is here, so no half-translated page is shown. */
export async function switchLanguage(locale: Locale): Promise<void> {
  if (i18next.language === locale) return;
  await ensureLocaleLoaded(locale);
  await i18next.changeLanguage(locale);
}

/**
 * The server-owned message files (spec §7 `GET /api/translations/file/{name}?locale=`), each merged
 * into the locale as an i18next namespace of its name: `t('purchase.complete', { ns: 'notifications' })`.
 */
export const SERVER_TRANSLATION_FILES = ['notifications'] as const;

type TranslationFileSource = (name: string, locale: Locale) => Promise<{ payload: Record<string, string> | null }>;

/**
 * Loads the server files of a locale; a file that fails (§8: status 500, null payload) is left out,
 * and asked again on the next call, so the page still shows with the site's own catalogue.
 */
export async function loadServerTranslations(fetchFile: TranslationFileSource, locale: Locale): Promise<void> {
  await Promise.all(
    SERVER_TRANSLATION_FILES.filter((name) => !i18next.hasResourceBundle(locale, name)).map(async (name) => {
      const { payload } = await fetchFile(name, locale);
      if (payload) i18next.addResourceBundle(locale, name, payload, true, true);
    }),
  );
}

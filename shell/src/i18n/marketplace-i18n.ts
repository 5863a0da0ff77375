import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, KIT_NAMESPACE, SHELL_NAMESPACE, type Locale } from '@marketplace/contracts/wire';
import { fetchMessages, type ServedNamespace } from './load-messages';
import { joinNamespace, loadJoinedNamespaces } from './namespace-loading';

export { switchLanguage } from './namespace-loading';

/** How the page's i18next instance reads messages; the build's prerender uses the same, so its text is the page's. */
export const MARKETPLACE_I18N_OPTIONS = {
  fallbackLng: DEFAULT_LOCALE,
  partialBundledLanguages: true,
  // The shell's components read their own words by default; the kit and each remote name their namespace.
  defaultNS: SHELL_NAMESPACE,
  ns: [SHELL_NAMESPACE],
  fallbackNS: false,
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

const SERVED_NAMESPACES: ServedNamespace[] = [SHELL_NAMESPACE, KIT_NAMESPACE];

/**
 * Starts the one i18next instance of the page (a shared singleton: remotes render with it too) with
 * the shell's words and the kit's, fetched in parallel; English stands in for a language that fails.
 */
export async function initMarketplaceI18n(locale: Locale): Promise<void> {
  await i18next.use(initReactI18next).init({ ...MARKETPLACE_I18N_OPTIONS, lng: locale, resources: {} });
  const joined = Promise.all(SERVED_NAMESPACES.map((namespace) => joinNamespace(namespace, (wanted) => fetchMessages(wanted, namespace))));
  await joined.catch(() => loadJoinedNamespaces(DEFAULT_LOCALE));
  if (locale !== DEFAULT_LOCALE) void loadJoinedNamespaces(DEFAULT_LOCALE).catch(() => undefined);
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

import { createContext, useCallback, useContext } from 'react';
import { localizePath } from '../../wire/locale/locale-path';
import { DEFAULT_LOCALE, type Locale } from '../../wire/locale/locales';

/** The page's locale, from its path prefix: provided by the shell around every route, read by the shell and every remote. */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** Turns a locale-free path into the current locale's address. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}

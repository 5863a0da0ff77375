import { createContext, useCallback, useContext } from 'react';
import { DEFAULT_LOCALE, localizePath, type Locale } from '@marketplace/contracts';

export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** Turns a locale-free path into the current locale's address. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}

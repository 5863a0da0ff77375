import { useTranslation } from 'react-i18next';
import { isLocale, localizePath, DEFAULT_LOCALE } from '@marketplace/contracts';

/** A path of the site in the page's language (the shell's router serves every locale under its prefix). */
export function useSitePath(): (path: string) => string {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return (path) => localizePath(path, locale);
}

import { useEffect } from 'react';
import { Outlet } from 'react-router';
import type { Locale } from '@marketplace/contracts';
import { marketplaceBus } from '@marketplace/contracts';
import { switchLanguage } from '../i18n/marketplace-i18n';
import { LocaleContext } from './locale-context';
import { ScrollManager } from './scroll-manager';

/** The root of one locale's routes: the page language, `<html lang>`, and scrolling. */
export function LocaleRoot({ locale }: { locale: Locale }) {
  useEffect(() => {
    document.documentElement.lang = locale;
    switchLanguage(locale).then(
      () => marketplaceBus.emit('locale:changed', { locale }),
      (error: unknown) => console.error(`The ${locale} messages could not be loaded`, error),
    );
  }, [locale]);

  return (
    <LocaleContext.Provider value={locale}>
      <ScrollManager />
      <Outlet />
    </LocaleContext.Provider>
  );
}

import { useEffect } from 'react';
import { Outlet } from 'react-router';
import type { Locale } from '@marketplace/contracts/wire';
import { marketplaceBus, useIsLoggedIn, LocaleContext } from '@marketplace/contracts/browser';
import { useShellServices } from '../services/shell-services-context';
import { loadServerTranslations, switchLanguage } from '../i18n/marketplace-i18n';
import { ModalHost } from '../modals/modal-host';
import { RemoteView } from '../remote/remote-view';
import { SessionEffects } from '../session-ui/session-effects';
import { MarketplaceToaster } from '../toasts/marketplace-toaster';
import { ScrollManager } from './scroll-manager';

/** The root of one locale's routes: the page language, `<html lang>`, scrolling, modals and toasts. */
export function LocaleRoot({ locale }: { locale: Locale }) {
  const { api } = useShellServices();
  const loggedIn = useIsLoggedIn();

  useEffect(() => {
    document.documentElement.lang = locale;
    switchLanguage(locale)
      .then(() => loadServerTranslations(api.translations.fetchTranslationFile, locale))
      .then(
        () => marketplaceBus.emit('locale:changed', { locale }),
        (error: unknown) => console.error(`The ${locale} messages could not be loaded`, error),
      );
  }, [locale, api]);

  return (
    <LocaleContext.Provider value={locale}>
      <ScrollManager />
      <SessionEffects />
      <Outlet />
      <ModalHost />
      {/* The wallet answers signature requests and follows the session on every page of a signed-in person; a visitor's page loads none of it. */}
      {loggedIn && <RemoteView remote="wallet" module="WalletHost" props={{}} quiet />}
      <MarketplaceToaster />
    </LocaleContext.Provider>
  );
}

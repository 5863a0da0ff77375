import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '@marketplace/contracts/wire';
import { marketplaceBus, useIsLoggedIn, LocaleContext } from '@marketplace/contracts/browser';
import { useShellServices } from '../services/shell-services-context';
import { rememberLocale } from '../cookies/marketplace-cookies';
import { loadServerTranslations, switchLanguage } from '../i18n/marketplace-i18n';
import { ModalHost } from '../modals/modal-host';
import { importShellChunk } from '../federation/shell-chunk';
import { LazyRemoteView } from '../remote/lazy-remote-view';
import { SessionEffects } from '../session-ui/session-effects';
import { MarketplaceToaster } from '../toasts/marketplace-toaster';
import { localeOfSegment } from './address-locale';
import { ScrollManager } from './scroll-manager';

/** The toaster's code, fetched with the page's first toast, under the chunk-reload policy. */
const loadToaster = () => importShellChunk(() => import('../toasts/sonner-toaster'));

/**
 * The root of every route, in the locale of the address (English for one whose first segment names no
 * locale: the unknown-path page). Another locale is another root: as when each locale had routes of its
 * own, switching the language mounts the page and its layout afresh in the new one.
 */
export function AddressLocaleRoot() {
  const locale = localeOfSegment(useParams().locale) ?? DEFAULT_LOCALE;
  return <LocaleRoot key={locale} locale={locale} />;
}

/** The root of one locale's pages: the page language, `<html lang>`, scrolling, modals and toasts. */
function LocaleRoot({ locale }: { locale: Locale }) {
  const { api } = useShellServices();
  const loggedIn = useIsLoggedIn();

  // Issue 14: opening a prefixed address is a choice of language, remembered for the unprefixed ones.
  // A layout effect, so it is written in the commit that shows the page: as a passive effect it could run
  // after a choice the person made at once on the hydrated page (React flushes pending passive effects
  // after the event's handler), and overwrite that choice with the address's language.
  useLayoutEffect(() => {
    if (locale !== DEFAULT_LOCALE) rememberLocale(locale);
  }, [locale]);

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
      {loggedIn && (
        <Suspense fallback={null}>
          <LazyRemoteView remote="wallet" module="WalletHost" props={{}} quiet />
        </Suspense>
      )}
      <MarketplaceToaster load={loadToaster} />
    </LocaleContext.Provider>
  );
}

import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { localePrefix, SUPPORTED_LOCALES, type Locale } from '@marketplace/contracts/wire';
import { loadRemoteModuleByName } from '../federation/remote-loader';
import type { ShellServices } from '../services/shell-services';
import { guardLoader, type GuardData } from '../guards/guard-loader';
import { PageLayout } from '../layouts/page-layout';
import { remoteViewChunk } from '../remote/lazy-remote-view';
import { PageLoadFailure } from '../remote/page-load-failure';
import { AppLoading } from '../pages/app-loading';
import { LocaleRoot } from './locale-root';
import { preloadPage } from './page-preload';
import type { LayoutName, RouteEntry } from '../route-model/route-entry';
import { refusedPage, RoutePage, UnknownPathPage } from './route-page';
import { ROUTE_TABLE } from './route-table';

type Guarding = Pick<ShellServices, 'guardServicesFor'> & {
  leave: (href: string) => void;
  /**
   * Resolves once the guards may ask who is there: at once on a page rendered in the browser (the
   * session is restored before the router starts), after the session's restore on a prerendered page
   * the browser hydrated first.
   */
  sessionKnown?: () => Promise<unknown>;
};

/**
 * The loader of a route: its guards, and meanwhile the page's code, so a navigation that the guards
 * let through shows the page at once. Fetching code is no showing: a page the guards refuse never
 * renders, as before.
 */
function loaderOf(entry: RouteEntry | null, locale: Locale, guarding: Guarding) {
  const guard = guardLoader(entry, locale, () => guarding.guardServicesFor(locale), guarding.leave);
  return async (args: LoaderFunctionArgs): Promise<GuardData> => {
    const page = entry ? preloadPage(entry.view, loadRemoteModuleByName) : null;
    // The remote view's own code (a small chunk of this site) comes with the remote module, so the page renders without suspending.
    const view = entry?.view.kind === 'remote' ? remoteViewChunk.preload().catch(() => undefined) : null;
    await guarding.sessionKnown?.();
    const outcome = await guard(args);
    if (outcome.kind === 'page') await Promise.all([page, view]);
    // A refusal shows the 404 page, whose code comes only now; a failed fetch is tried again as it renders.
    if (outcome.kind === 'not-found') await refusedPage.preload().catch(() => undefined);
    return outcome;
  };
}

// Route ids are stable names (`ja:default`, `ja:home`), so a page prerendered by the build and the
// browser's router agree on whose loader data is whose (routing/prerendered-routes.ts).
function layoutRoute(layout: LayoutName, locale: Locale, guarding: Guarding, extra: RouteObject[] = []): RouteObject {
  return {
    id: `${locale}:${layout}`,
    element: <PageLayout layout={layout} />,
    children: [
      ...ROUTE_TABLE.filter((entry) => entry.layout === layout).map(
        (entry): RouteObject => ({
          id: `${locale}:${entry.id}`,
          ...(entry.path === '' ? { index: true } : { path: entry.path }),
          element: <RoutePage entry={entry} />,
          // A shell page's code comes with its route and may fail to, and so may the remote view's own code (a
          // remote module's failure is RemoteView's to show).
          ...(entry.view.kind !== 'redirect' ? { errorElement: <PageLoadFailure /> } : {}),
          loader: loaderOf(entry, locale, guarding),
          handle: { entry },
        }),
      ),
      ...extra,
    ],
  };
}

function localeRoute(locale: Locale, guarding: Guarding): RouteObject {
  return {
    id: locale,
    path: localePrefix(locale) || '/',
    element: <LocaleRoot locale={locale} />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      layoutRoute('default', locale, guarding, [
        { id: `${locale}:unknown`, path: '*', element: <UnknownPathPage />, loader: loaderOf(null, locale, guarding) },
      ]),
      layoutRoute('simple', locale, guarding),
    ],
  };
}

/**
 * The route table mounted once per locale (`/…` for English, `/es/…`, `/ja/…`), each page behind
 * the navigation guards.
 */
export function createMarketplaceRoutes(guarding: Guarding): RouteObject[] {
  return SUPPORTED_LOCALES.map((locale) => localeRoute(locale, guarding));
}

import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { DEFAULT_LOCALE } from '@marketplace/contracts/wire';
import { loadRemoteModuleByName } from '../federation/remote-loader';
import type { ShellServices } from '../services/shell-services';
import { guardLoader, type GuardData } from '../guards/guard-loader';
import { remoteViewChunk } from '../remote/lazy-remote-view';
import { PageLoadFailure } from '../remote/page-load-failure';
import { AppLoading } from '../pages/app-loading';
import { LOCALE_SEGMENT, localeOfSegment } from './address-locale';
import { AddressLayout } from './address-layout';
import { AddressLocaleRoot } from './locale-root';
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
 * The loader of a route: its guards in the address's locale, and meanwhile the page's code, so a
 * navigation that the guards let through shows the page at once. Fetching code is no showing: a page
 * the guards refuse never renders, as before. `entry` is null for the path no route answers, and an
 * address whose first segment names no locale is such a path too, in English.
 */
function loaderOf(routeEntry: RouteEntry | null, guarding: Guarding) {
  return async (args: LoaderFunctionArgs): Promise<GuardData> => {
    const addressLocale = localeOfSegment(args.params.locale);
    const entry = addressLocale ? routeEntry : null;
    const locale = addressLocale ?? DEFAULT_LOCALE;
    const guard = guardLoader(entry, locale, () => guarding.guardServicesFor(locale), guarding.leave);
    const page = entry ? preloadPage(entry.view, loadRemoteModuleByName) : null;
    // The remote view's own code (a small chunk of this site) comes with the remote module, so the page renders without suspending.
    const view = entry?.view.kind === 'remote' ? remoteViewChunk.preload().catch(() => undefined) : null;
    await guarding.sessionKnown?.();
    const outcome = await guard(args);
    if (outcome.kind === 'page') await Promise.all([page, view]);
    // A path no route answers shows the 404 page once the guards let it through (maintenance and the
    // server's redirect rules may still send it elsewhere).
    const shown: GuardData = outcome.kind === 'page' && !entry ? { kind: 'not-found', variant: 'page' } : outcome;
    // A refusal shows the 404 page, whose code comes only now; a failed fetch is tried again as it renders.
    if (shown.kind === 'not-found') await refusedPage.preload().catch(() => undefined);
    return shown;
  };
}

const dynamicSegments = (path: string) => path.split('/').filter((segment) => segment.startsWith(':')).length;

/**
 * The table's routes of one layout, those with more parameters first. The optional locale segment
 * makes `/store/support` match both the English `store/:merchant` and `:locale/support`, with the
 * same rank in React Router's scoring (a static and a dynamic segment each), and a tie goes to the
 * route listed first. An English route always has one parameter more than the prefixed route it ties
 * with, so this order gives every address the route it had when each locale had a tree of its own.
 */
const routesOfLayout = (layout: LayoutName) =>
  ROUTE_TABLE.filter((entry) => entry.layout === layout).sort((a, b) => dynamicSegments(b.path) - dynamicSegments(a.path));

// Route ids are stable names (`default`, `home`), so a page prerendered by the build and the browser's
// router agree on whose loader data is whose (routing/prerendered-routes.ts).
function layoutRoute(layout: LayoutName, guarding: Guarding, extra: RouteObject[] = []): RouteObject {
  return {
    id: layout,
    path: LOCALE_SEGMENT,
    element: <AddressLayout layout={layout} />,
    children: [
      ...routesOfLayout(layout).map(
        (entry): RouteObject => ({
          id: entry.id,
          ...(entry.path === '' ? { index: true } : { path: entry.path }),
          element: <RoutePage entry={entry} />,
          // A shell page's code comes with its route and may fail to, and so may the remote view's own code (a
          // remote module's failure is RemoteView's to show).
          ...(entry.view.kind !== 'redirect' ? { errorElement: <PageLoadFailure /> } : {}),
          loader: loaderOf(entry, guarding),
          handle: { entry },
        }),
      ),
      ...extra,
    ],
  };
}

/**
 * The route table, mounted once under an optional locale segment (`/…` for English, `/es/…`, `/ja/…`),
 * each page behind the navigation guards. The default layout comes first: an English address of it
 * must also win a tie with a prefixed address of the simple layout (see `routesOfLayout`).
 */
export function createMarketplaceRoutes(guarding: Guarding): RouteObject[] {
  return [
    {
      id: 'locale',
      element: <AddressLocaleRoot />,
      hydrateFallbackElement: <AppLoading />,
      children: [
        layoutRoute('default', guarding, [{ id: 'unknown', path: '*', element: <UnknownPathPage />, loader: loaderOf(null, guarding) }]),
        layoutRoute('simple', guarding),
      ],
    },
  ];
}

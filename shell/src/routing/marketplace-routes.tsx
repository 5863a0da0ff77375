import type { RouteObject } from 'react-router';
import { localePrefix, SUPPORTED_LOCALES, type Locale } from '@marketplace/contracts';
import type { ShellServices } from '../app/shell-services';
import { guardLoader } from '../guards/guard-loader';
import { PageLayout } from '../layouts/page-layout';
import { AppLoading } from '../pages/app-loading';
import { LocaleRoot } from './locale-root';
import type { LayoutName, RouteEntry } from './route-entry';
import { RoutePage, UnknownPathPage } from './route-page';
import { ROUTE_TABLE } from './route-table';

type Guarding = Pick<ShellServices, 'guardServicesFor'> & { leave: (href: string) => void };

function loaderOf(entry: RouteEntry | null, locale: Locale, guarding: Guarding) {
  return guardLoader(entry, locale, () => guarding.guardServicesFor(locale), guarding.leave);
}

function layoutRoute(layout: LayoutName, locale: Locale, guarding: Guarding, extra: RouteObject[] = []): RouteObject {
  return {
    element: <PageLayout layout={layout} />,
    children: [
      ...ROUTE_TABLE.filter((entry) => entry.layout === layout).map(
        (entry): RouteObject => ({
          ...(entry.path === '' ? { index: true } : { path: entry.path }),
          element: <RoutePage entry={entry} />,
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
    path: localePrefix(locale) || '/',
    element: <LocaleRoot locale={locale} />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      layoutRoute('default', locale, guarding, [{ path: '*', element: <UnknownPathPage />, loader: loaderOf(null, locale, guarding) }]),
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

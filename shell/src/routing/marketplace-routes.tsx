import type { RouteObject } from 'react-router';
import { localePrefix, SUPPORTED_LOCALES, type Locale } from '@marketplace/contracts';
import { PageLayout } from '../layouts/page-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { LocaleRoot } from './locale-root';
import type { LayoutName, RouteEntry } from './route-entry';
import { RoutePage } from './route-page';
import { ROUTE_TABLE } from './route-table';

const toRouteObject = (entry: RouteEntry): RouteObject => ({
  ...(entry.path === '' ? { index: true } : { path: entry.path }),
  element: <RoutePage entry={entry} />,
  handle: { entry },
});

const layoutRoute = (layout: LayoutName, extra: RouteObject[] = []): RouteObject => ({
  element: <PageLayout layout={layout} />,
  children: [...ROUTE_TABLE.filter((entry) => entry.layout === layout).map(toRouteObject), ...extra],
});

const localeRoute = (locale: Locale): RouteObject => ({
  path: localePrefix(locale) || '/',
  element: <LocaleRoot locale={locale} />,
  children: [layoutRoute('default', [{ path: '*', element: <NotFoundPage /> }]), layoutRoute('simple')],
});

/** The route table mounted once per locale: `/…` for English, `/es/…`, `/ja/…` and so on. */
export const MARKETPLACE_ROUTES: RouteObject[] = SUPPORTED_LOCALES.map(localeRoute);

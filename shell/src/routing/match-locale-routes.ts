import { matchRoutes, type RouteObject } from 'react-router';
import { splitLocalePath } from '@marketplace/contracts/wire';

/**
 * The routes a path matches, looked up in its own locale's routes only (the router mounts the table
 * once per locale, under the locale's id). React Router ranks every route afresh on each lookup, so
 * one locale's routes cost a ninth of the whole table: on start-up and on every link the pointer
 * rests on, that difference is what a phone feels.
 */
export function matchLocaleRoutes(routes: RouteObject[], pathname: string) {
  const { locale } = splitLocalePath(pathname);
  const localeRoute = routes.find((route) => route.id === locale);
  return matchRoutes(localeRoute ? [localeRoute] : routes, pathname);
}

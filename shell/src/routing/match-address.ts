import { matchRoutes, type RouteObject } from 'react-router';
import { localeOfSegment } from './address-locale';

/**
 * The routes a path of this site matches, or null for a path no page answers. A first segment that
 * names no locale is matched by the routes' optional locale segment too (`/xx/store/x`), yet such an
 * address has no page: the router shows it the unknown-path page (routing/marketplace-routes.tsx).
 */
export function matchAddress(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname);
  return matches && localeOfSegment(matches[0]?.params.locale) ? matches : null;
}

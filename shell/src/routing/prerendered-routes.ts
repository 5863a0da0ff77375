import type { RouteObject } from 'react-router';
import type { GuardData } from '../guards/guard-loader';
import { matchAddress } from './match-address';

/**
 * The loader data a page prerendered by the build was rendered with: every guard of its route let it
 * through (the build prerenders only pages that need no session). The browser hydrates with the same
 * data, then runs the guards for real once the session is known.
 */
export function prerenderedLoaderData(routes: RouteObject[], pathname: string): Record<string, GuardData> {
  const data: Record<string, GuardData> = {};
  for (const { route } of matchAddress(routes, pathname) ?? []) {
    if (route.loader && route.id) data[route.id] = { kind: 'page' };
  }
  return data;
}

import { addAPIProvider } from '@iconify/react';

/** Spec §9: an icon request gives up after 5 s; another query is tried after 2000 ms. */
export const ICON_REQUEST_TIMEOUT_MS = 5000;
export const ICON_QUERY_ROTATE_MS = 2000;

/**
 * Icons come from the marketplace API's own icon service (`GET /icons/{prefix}.json?icons=`), not a
 * third-party host: no request leaves for a host the site does not run.
 */
export function configureIcons(mainApi: string, addProvider: typeof addAPIProvider = addAPIProvider): void {
  addProvider('', {
    resources: [mainApi.replace(/\/+$/, '')],
    path: '/icons/',
    timeout: ICON_REQUEST_TIMEOUT_MS,
    rotate: ICON_QUERY_ROTATE_MS,
  });
}

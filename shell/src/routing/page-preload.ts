import type { RemoteName } from '@marketplace/contracts/wire';
import type { RouteView } from '../route-model/route-entry';

/**
 * How long a navigation keeps the current page (with the progress bar) while the next page's remote
 * module is on the way. A module later than this is waited for by the new page itself, behind its
 * skeleton, so a slow or dead remote never holds the reader on the page they are leaving.
 */
export const REMOTE_MODULE_WAIT_MS = 1_000;

export type ModuleLoader = (remote: RemoteName, module: string) => Promise<unknown>;

/**
 * Starts fetching the code a route's page needs and resolves when it is here, failed, or (for a
 * remote module) took longer than REMOTE_MODULE_WAIT_MS. Never rejects: a failure is for the page
 * to show (the remote's retry panel), not for the navigation.
 */
export function preloadPage(
  view: RouteView,
  loadRemoteModule: ModuleLoader,
  wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  const settled = () => undefined;
  switch (view.kind) {
    case 'shell':
      return view.preload().then(settled, settled);
    case 'remote':
      return Promise.race([loadRemoteModule(view.remote, view.module).then(settled, settled), wait(REMOTE_MODULE_WAIT_MS)]);
    default:
      return Promise.resolve();
  }
}

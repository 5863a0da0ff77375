import type { RouteObject } from 'react-router';
import type { RemoteName } from '@marketplace/contracts/wire';
import type { PreloadQueue } from '../federation/preload-queue';
import type { RouteEntry } from '../route-model/route-entry';
import { matchAddress } from './match-address';

export type ModuleLoader = (remote: RemoteName, module: string) => Promise<unknown>;

/** The remote module that renders a path of this site, if a remote renders it. */
export function remoteModuleOf(routes: RouteObject[], pathname: string): { remote: RemoteName; module: string } | null {
  const entry = (matchAddress(routes, pathname)?.at(-1)?.route.handle as { entry?: RouteEntry } | undefined)?.entry;
  return entry?.view.kind === 'remote' ? { remote: entry.view.remote, module: entry.view.module } : null;
}

/**
 * When a pointer rests on a link of the site or the keyboard reaches it, the remote module of its
 * page starts loading (through the queue), and with it the shell's code that shows a remote module
 * (`preloadView`), so the click shows the page without a loader.
 * Returns the function that stops listening.
 */
export function preloadLinkTargets(
  routes: RouteObject[],
  queue: PreloadQueue,
  load: ModuleLoader,
  target: Document = document,
  preloadView?: () => Promise<void>,
): () => void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    const found = remoteModuleOf(routes, url.pathname);
    if (!found) return;
    queue.preload(`${found.remote}/${found.module}`, () => load(found.remote, found.module));
    void preloadView?.().catch(() => undefined);
  };
  target.addEventListener('pointerover', onIntent, { passive: true });
  target.addEventListener('focusin', onIntent);
  return () => {
    target.removeEventListener('pointerover', onIntent);
    target.removeEventListener('focusin', onIntent);
  };
}

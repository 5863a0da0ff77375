import { importShellChunk } from '../federation/shell-chunk';
import { lazyPage } from '../route-model/lazy-page';
import type { RemoteViewProps } from './remote-view';

/**
 * The remote view's own code (loading, retry panel, error boundary) is a chunk of its own: a visitor's
 * home shows no remote, so its first load does not carry it. A route's loader and a link's hover start
 * it together with the remote module (`preload`); a modal or the wallet's host that renders it first
 * waits for it behind their Suspense boundary.
 */
export const remoteViewChunk = lazyPage<RemoteViewProps>(() => importShellChunk(() => import('./remote-view')).then((module) => module.RemoteView));

export const LazyRemoteView = remoteViewChunk.Component;

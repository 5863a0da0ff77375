import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { reloadOnceForChunkFailure } from '../federation/chunk-reload-policy';
import { keepState } from '../federation/kept-state';
import { modalQueue } from '../modal-queue/modal-queue';
import { RemoteLoading } from './remote-loading';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';

const isChunkLoadError = (error: unknown) =>
  error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (?:CSS )?chunk \S+ failed/.test(error.message));

/**
 * The route error of a shell page whose code is loaded with its route: when that code cannot be
 * fetched (most likely the shell was deployed again since this page loaded, and its old files are
 * gone), spec §4's reload, once per path per 10 s; after that, the "temporarily unavailable" panel.
 * Any other error is not this page's to handle.
 */
export function PageLoadFailure() {
  const error = useRouteError();
  const [gaveUp, setGaveUp] = useState(false);
  const chunkFailure = isChunkLoadError(error);
  useEffect(() => {
    if (chunkFailure && !reloadOnceForChunkFailure(window.location.pathname, { keepState: () => keepState(modalQueue) })) setGaveUp(true);
  }, [chunkFailure]);
  if (!chunkFailure) throw error;
  return gaveUp ? <RemoteUnavailablePanel onRetry={() => window.location.reload()} /> : <RemoteLoading />;
}

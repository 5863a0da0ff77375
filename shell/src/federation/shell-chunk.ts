import { modalQueue } from '../modal-queue/modal-queue';
import { reloadOnceForChunkFailure } from './chunk-reload-policy';
import { keepState } from './kept-state';

/** What a failed chunk does to the page; the policy of spec §4 unless a test says otherwise. */
export type ChunkFailurePolicy = (pathname: string) => boolean;

const reloadUnderPolicy: ChunkFailurePolicy = (pathname) => reloadOnceForChunkFailure(pathname, { keepState: () => keepState(modalQueue) });

/**
 * Loads one of the shell's own lazy chunks (`() => import('./x')`) under the chunk-reload policy of
 * spec §4: a chunk that fails to arrive (a deploy replaced it, the network dropped) reloads the page
 * once per path and window, and the load never settles, since the page is going away. Within the
 * window (the reload already happened), the failure reaches the caller, which shows what it shows.
 */
export function importShellChunk<T>(load: () => Promise<T>, onFailure: ChunkFailurePolicy = reloadUnderPolicy): Promise<T> {
  return load().catch((error: unknown) => {
    if (onFailure(window.location.pathname)) return new Promise<T>(() => undefined);
    throw error;
  });
}

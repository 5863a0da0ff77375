/**
 * What the fallback runtime plugin hands back instead of a module when a remote cannot be loaded.
 * A registered symbol, because the runtime plugin and the loader may sit in different chunks.
 */
export const REMOTE_LOAD_FAILURE = Symbol.for('marketplace.remoteLoadFailure');

export interface RemoteLoadFailure {
  [REMOTE_LOAD_FAILURE]: { id: string; error: unknown };
}

export function remoteLoadFailure(id: string, error: unknown): RemoteLoadFailure {
  return { [REMOTE_LOAD_FAILURE]: { id, error } };
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return typeof value === 'object' && value !== null && REMOTE_LOAD_FAILURE in value;
}

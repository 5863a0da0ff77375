import type { ComponentType } from 'react';
import { REMOTE_CONTAINERS, type RemoteName } from '@marketplace/contracts/wire';
import type { ExposedName, RemoteModule } from '@marketplace/contracts/browser';
import { isIncompatibleRemoteError, type IncompatibleRemoteError } from './incompatible-remote-error';
import { isRemoteLoadFailure, REMOTE_LOAD_FAILURE } from './remote-load-failure';
import { joinRemoteMessages } from './remote-messages';
import { federationRuntime } from './remote-registry';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly module: string,
    readonly failure: unknown,
  ) {
    super(`Remote module ${remote}/${module} could not be loaded`);
    this.name = 'RemoteUnavailableError';
  }

  /** Set when the remote was refused for a major-version skew, which no reload cures. */
  get refusal(): IncompatibleRemoteError | null {
    const cause = isRemoteLoadFailure(this.failure) ? this.failure[REMOTE_LOAD_FAILURE].error : this.failure;
    return isIncompatibleRemoteError(cause) ? cause : null;
  }
}

const loaded = new Map<string, RemoteModule<RemoteName, never>>();
/** Loads on the way, so a route's loader, its view and a link's preload share one fetch. */
const loading = new Map<string, Promise<RemoteModule<RemoteName, never>>>();
const keyOf = (remote: RemoteName, module: string) => `${REMOTE_CONTAINERS[remote]}/${module}`;

/** A module that already arrived, so a revisit renders at once instead of flashing a loader. */
export function peekRemoteModule<R extends RemoteName, M extends ExposedName<R>>(remote: R, module: M): RemoteModule<R, M> | undefined {
  return loaded.get(keyOf(remote, module)) as RemoteModule<R, M> | undefined;
}

export function forgetLoadedModules(remote: RemoteName): void {
  for (const key of [...loaded.keys()]) if (key.startsWith(`${REMOTE_CONTAINERS[remote]}/`)) loaded.delete(key);
}

/** Loads one exposed module, typed by the contract map; rejects with RemoteUnavailableError. */
export function loadRemoteModule<R extends RemoteName, M extends ExposedName<R>>(remote: R, module: M): Promise<RemoteModule<R, M>> {
  const key = keyOf(remote, module);
  let load = loading.get(key);
  if (!load) {
    load = fetchRemoteModule(remote, module, key).finally(() => loading.delete(key));
    loading.set(key, load);
  }
  return load as Promise<RemoteModule<R, M>>;
}

/**
 * The module and the remote's words for the page's language, fetched in parallel: a page renders only
 * once both are here (no flash of keys), and a failure of either is the module's failure (the reload
 * policy, then the retry panel).
 */
async function fetchRemoteModule(remote: RemoteName, module: string, key: string): Promise<RemoteModule<RemoteName, never>> {
  let result: unknown;
  try {
    const federation = await federationRuntime();
    [result] = await Promise.all([federation.loadRemote<unknown>(key), joinRemoteMessages(remote)]);
  } catch (error) {
    throw new RemoteUnavailableError(remote, module, error);
  }
  if (isRemoteLoadFailure(result)) throw new RemoteUnavailableError(remote, module, result);
  const candidate = result as Partial<RemoteModule<RemoteName, never>> | null;
  if (!candidate || typeof candidate.default !== 'function') {
    throw new RemoteUnavailableError(remote, module, new Error('The module has no component as its default export'));
  }
  loaded.set(key, candidate as RemoteModule<RemoteName, never>);
  return candidate as RemoteModule<RemoteName, never>;
}

/** The same, for a module named at run time (a route's view, a preload), where the name is data, not a type. */
export const loadRemoteModuleByName = loadRemoteModule as unknown as (remote: RemoteName, module: string) => Promise<{ default: ComponentType<object> }>;

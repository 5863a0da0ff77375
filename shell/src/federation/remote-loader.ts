import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  REMOTE_CONTAINERS,
  type ExposedName,
  type RemoteModule,
  type RemoteName,
} from '@marketplace/contracts';
import { isRemoteLoadFailure } from './remote-load-failure';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly module: string,
    readonly failure: unknown,
  ) {
    super(`Remote module ${remote}/${module} could not be loaded`);
    this.name = 'RemoteUnavailableError';
  }
}

const loaded = new Map<string, RemoteModule<RemoteName, never>>();
const keyOf = (remote: RemoteName, module: string) => `${REMOTE_CONTAINERS[remote]}/${module}`;

/** A module that already arrived, so a revisit renders at once instead of flashing a loader. */
export function peekRemoteModule<R extends RemoteName, M extends ExposedName<R>>(remote: R, module: M): RemoteModule<R, M> | undefined {
  return loaded.get(keyOf(remote, module)) as RemoteModule<R, M> | undefined;
}

export function forgetLoadedModules(remote: RemoteName): void {
  for (const key of [...loaded.keys()]) if (key.startsWith(`${REMOTE_CONTAINERS[remote]}/`)) loaded.delete(key);
}

/** Loads one exposed module, typed by the contract map; rejects with RemoteUnavailableError. */
export async function loadRemoteModule<R extends RemoteName, M extends ExposedName<R>>(remote: R, module: M): Promise<RemoteModule<R, M>> {
  const key = keyOf(remote, module);
  let result: unknown;
  try {
    result = await loadRemote<unknown>(key);
  } catch (error) {
    throw new RemoteUnavailableError(remote, module, error);
  }
  if (isRemoteLoadFailure(result)) throw new RemoteUnavailableError(remote, module, result);
  const candidate = result as Partial<RemoteModule<R, M>> | null;
  if (!candidate || typeof candidate.default !== 'function') {
    throw new RemoteUnavailableError(remote, module, new Error('The module has no component as its default export'));
  }
  loaded.set(key, candidate as RemoteModule<RemoteName, never>);
  return candidate as RemoteModule<R, M>;
}

/** The same, for a module named at run time (a route's view, a preload), where the name is data, not a type. */
export const loadRemoteModuleByName = loadRemoteModule as unknown as (remote: RemoteName, module: string) => Promise<{ default: ComponentType<object> }>;

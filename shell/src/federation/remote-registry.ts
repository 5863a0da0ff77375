import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { REMOTE_CONTAINERS, REMOTE_NAMES, type RemoteName } from '@marketplace/contracts/wire';
import type { RemoteManifests } from './remote-manifests';
import { importShellChunk } from './shell-chunk';

let registered: RemoteManifests | null = null;
let runtime: Promise<ModuleFederation> | null = null;

const remoteOf = (name: RemoteName, manifests: RemoteManifests) => ({
  name: REMOTE_CONTAINERS[name],
  entry: manifests[name].url,
});

/**
 * Records where each remote's build is found on this page load (chosen from config.json by
 * `chooseRemoteManifests`). Nothing is fetched here, not even the federation runtime: it loads with
 * the first remote a page needs, and with `loaded-first` a remote is contacted only then.
 */
export function registerMarketplaceRemotes(manifests: RemoteManifests): void {
  registered = { ...manifests };
}

/** Where each remote's build is taken from, and why (for the start-up log and the admin page). */
export function registeredManifests(): RemoteManifests {
  if (!registered) throw new Error('Remotes are not registered yet');
  return registered;
}

/**
 * The page's federation runtime with the remotes registered, started (its chunk fetched) on the
 * first call. A failed fetch of that chunk is tried again by the next call.
 */
export function federationRuntime(): Promise<ModuleFederation> {
  runtime ??= importShellChunk(() => import('./federation-runtime')).then(
    ({ federation }) => {
      const manifests = registeredManifests();
      federation.registerRemotes(REMOTE_NAMES.map((name) => remoteOf(name, manifests)));
      return federation;
    },
    (error: unknown) => {
      runtime = null;
      throw error;
    },
  );
  return runtime;
}

/** Forgets everything cached about one remote, so the next load fetches its manifest again. */
export function forgetRemote(name: RemoteName): void {
  const manifests = registeredManifests();
  // Chained onto the runtime, so every load asked for after this call sees the remote registered afresh.
  if (runtime) {
    runtime = runtime.then((federation) => {
      federation.registerRemotes([remoteOf(name, manifests)], { force: true });
      return federation;
    });
  }
}

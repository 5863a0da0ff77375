import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { REMOTE_CONTAINERS, REMOTE_NAMES, type RemoteName } from '@marketplace/contracts/wire';
import type { CompositionInputs } from './compose-remotes';
import type { RemoteManifests } from './remote-manifests';
import { importShellChunk } from './shell-chunk';

let inputs: CompositionInputs | null = null;
let registered: RemoteManifests | null = null;
let runtime: Promise<ModuleFederation> | null = null;

const remoteOf = (name: RemoteName, manifests: RemoteManifests) => ({
  name: REMOTE_CONTAINERS[name],
  entry: manifests[name].url,
});

/**
 * Notes at start-up what this page load's remotes are chosen from (config.json, the device, the
 * address it was opened with). Nothing is chosen or fetched here, not even the federation runtime: the
 * choice is made with the runtime, which loads with the first remote a page needs, and with
 * `loaded-first` a remote is contacted only then.
 */
export function prepareComposition(composition: CompositionInputs): void {
  inputs = composition;
}

/**
 * The page's federation runtime with the remotes chosen and registered, started (its chunk fetched) on
 * the first call. A failed fetch of that chunk is tried again by the next call.
 */
export function federationRuntime(): Promise<ModuleFederation> {
  runtime ??= importShellChunk(() => import('./federation-runtime')).then(
    ({ federation, composeRemotes }) => {
      if (!inputs) throw new Error('The composition was not prepared');
      registered ??= composeRemotes(inputs);
      const manifests = registered;
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

/** Where each remote's build is taken from on this page load, and why (for the admin page): chosen with the runtime. */
export async function composedManifests(): Promise<RemoteManifests> {
  await federationRuntime();
  if (!registered) throw new Error('Remotes are not registered yet');
  return registered;
}

/** Forgets everything cached about one remote, so the next load fetches its manifest again. */
export function forgetRemote(name: RemoteName): void {
  // Chained onto the runtime, so every load asked for after this call sees the remote registered afresh. With
  // no runtime yet (its chunk failed), there is nothing to forget: the next load registers every remote anew.
  if (runtime) {
    runtime = runtime.then((federation) => {
      if (registered) federation.registerRemotes([remoteOf(name, registered)], { force: true });
      return federation;
    });
  }
}

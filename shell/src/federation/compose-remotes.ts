import type { RuntimeConfig } from '@marketplace/contracts/wire';
import { describeComposition, shellBuildVersion } from './composition-log';
import { chooseRemoteManifests, type RemoteManifests } from './remote-manifests';

/** What the composition of a page load is chosen from, noted at start-up (the address as the page was opened). */
export interface CompositionInputs {
  config: RuntimeConfig;
  /** The device id cookie, which keeps a device on one side of a canary. */
  deviceId: string;
  /** The query of the address the page was opened with: a debug override counts for that load only. */
  search: string;
}

/**
 * Chooses where each remote's build comes from on this page load (live, pinned, canary, or a debug
 * override) and logs the composition once. It runs with the federation runtime, in that chunk (the
 * first remote a page needs), so a page of the shell alone carries none of it.
 */
export function composeRemotes({ config, deviceId, search }: CompositionInputs): RemoteManifests {
  const manifests = chooseRemoteManifests(config, {
    deviceId,
    search: new URLSearchParams(search),
    // Read only in debug mode, where browser overrides count at all.
    storage: config.debug ? window.localStorage : null,
  });
  console.info(describeComposition(shellBuildVersion(), manifests));
  return manifests;
}

import type { RuntimeConfig } from '@marketplace/contracts/wire';
import { describeComposition, shellBuildVersion } from './composition-log';
import { registerMarketplaceRemotes } from './remote-registry';
import { chooseRemoteManifests } from './remote-manifests';

/**
 * At start-up: chooses where each remote's build comes from on this page load (live, pinned, canary,
 * or a debug override), registers them with the federation runtime, and logs the composition once.
 */
export function composeRemotes(config: RuntimeConfig, deviceId: string): void {
  const manifests = chooseRemoteManifests(config, {
    deviceId,
    search: new URLSearchParams(window.location.search),
    // Read only in debug mode, where browser overrides count at all.
    storage: config.debug ? window.localStorage : null,
  });
  registerMarketplaceRemotes(manifests);
  console.info(describeComposition(shellBuildVersion(), manifests));
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { IncompatibleRemoteError } from '../incompatible-remote-error';
import { providedSingletonVersions, singletonSkews, type ManifestShared } from '../singleton-compatibility';

/**
 * Refuses a remote whose manifest says it was built against another major version of a shared
 * singleton than the shell provides (DESIGN rule 4), before any of its code runs, with a message
 * naming the remote, its build and both versions. Within a major the one shared copy serves both.
 * The manifest is then not cached, so a retry after the team ships a fixed build reads the new one.
 */
export default function refuseIncompatibleRemotes(): ModuleFederationRuntimePlugin {
  return {
    name: 'marketplace-refuse-incompatible-remotes',
    async afterLoadManifest({ manifestJson, manifestUrl, moduleInfo, origin, cached }) {
      if (!manifestJson || cached) return;
      const skews = singletonSkews((manifestJson.shared ?? []) as ManifestShared[], providedSingletonVersions(origin));
      if (skews.length === 0) return;
      throw new IncompatibleRemoteError({
        container: moduleInfo.name,
        manifestUrl,
        buildVersion: manifestJson.metaData?.buildInfo?.buildVersion,
        skews,
      });
    },
  };
}

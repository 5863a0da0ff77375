import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { type SurfaceNeeds, unmetNeeds } from '../../../../tooling/surface/unmet-needs.mjs';
import { IncompatibleRemoteError } from '../incompatible-remote-error';
import { providedExportNames } from '../provided-exports';
import { providedSingletonVersions, singletonSkews, type ManifestShared } from '../singleton-compatibility';

/**
 * Refuses a remote the shell cannot serve, from its manifest, before any of its code runs: one built
 * against another major version of a shared singleton than the shell provides (DESIGN rule 4), or one
 * whose build reads an export of a shared module that the shell's copy does not have (the `surfaceNeeds`
 * its build recorded, tooling/rspack/surface-needs-plugin.mjs; a narrowed router without `useBlocker`).
 * The error names the remote, its build and what disagrees; the remote view shows the panel and logs it
 * to `POST /api/log`. Within a major the one shared copy serves both.
 * The manifest is then not cached, so a retry after the team ships a fixed build reads the new one.
 */
export default function refuseIncompatibleRemotes(): ModuleFederationRuntimePlugin {
  return {
    name: 'marketplace-refuse-incompatible-remotes',
    async afterLoadManifest({ manifestJson, manifestUrl, moduleInfo, origin, cached }) {
      if (!manifestJson || cached) return;
      const skews = singletonSkews((manifestJson.shared ?? []) as ManifestShared[], providedSingletonVersions(origin));
      const needs = (manifestJson as { surfaceNeeds?: SurfaceNeeds }).surfaceNeeds;
      const unmet = unmetNeeds(needs?.imports, providedExportNames(origin));
      if (skews.length === 0 && unmet.length === 0) return;
      throw new IncompatibleRemoteError({
        container: moduleInfo.name,
        manifestUrl,
        buildVersion: manifestJson.metaData?.buildInfo?.buildVersion,
        skews,
        unmet,
      });
    },
  };
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { describeComposedRemote } from '../composition-log';
import type { ManifestShared } from '../singleton-compatibility';

/**
 * Logs each remote's build once, as it joins the page (after the compatibility check let it through):
 * with the shell's own start-up line, the console says exactly which builds make up the page.
 */
export default function announceComposedRemotes(): ModuleFederationRuntimePlugin {
  return {
    name: 'marketplace-announce-composed-remotes',
    async afterLoadManifest({ manifestJson, manifestUrl, moduleInfo, cached }) {
      if (!manifestJson || cached) return;
      console.info(
        describeComposedRemote(moduleInfo.name, manifestUrl, manifestJson.metaData?.buildInfo?.buildVersion, (manifestJson.shared ?? []) as ManifestShared[]),
      );
    },
  };
}

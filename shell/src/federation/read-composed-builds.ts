import type { RemoteName } from '@marketplace/contracts/wire';
import { contractsVersionOf } from './composition-log';
import type { ChosenManifest, RemoteManifests } from './remote-manifests';
import { singletonSkews, type ManifestShared, type SingletonSkew } from './singleton-compatibility';

export interface RemoteBuild {
  remote: RemoteName;
  manifest: ChosenManifest;
  /** False when the manifest could not be fetched or read. */
  readable: boolean;
  buildVersion: string | null;
  /** The contracts version the build was made against. */
  contracts: string | null;
  /** Non-empty when the shell refuses this build (another major of a shared singleton). */
  skews: SingletonSkew[];
}

interface ManifestJson {
  metaData?: { buildInfo?: { buildVersion?: string } };
  shared?: ManifestShared[];
}

/**
 * What each remote's chosen manifest says about its build right now (read afresh, past any cache),
 * judged against the singletons the shell provides: the builds the next page load composes.
 */
export async function readComposedBuilds(
  manifests: RemoteManifests,
  shellVersions: Readonly<Record<string, string>>,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<RemoteBuild[]> {
  return Promise.all(
    (Object.entries(manifests) as [RemoteName, ChosenManifest][]).map(async ([remote, manifest]) => {
      try {
        const response = await fetchImpl(manifest.url, { cache: 'no-store' });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const json = (await response.json()) as ManifestJson;
        const shared = json.shared ?? [];
        return {
          remote,
          manifest,
          readable: true,
          buildVersion: json.metaData?.buildInfo?.buildVersion ?? null,
          contracts: contractsVersionOf(shared),
          skews: singletonSkews(shared, shellVersions),
        };
      } catch {
        return { remote, manifest, readable: false, buildVersion: null, contracts: null, skews: [] };
      }
    }),
  );
}

import type { RemoteManifests } from './remote-manifests';
import { packageOf, type ManifestShared } from './singleton-compatibility';

/** The meta tag the build fills with the shell's build version (tooling/rspack/build-version-plugin.mjs). */
const BUILD_VERSION_META = 'marketplace-build-version';
const CONTRACTS = '@marketplace/contracts';

/** The shell's own build version, as stamped into its page; null for a page the build did not stamp. */
export function shellBuildVersion(doc: Document = document): string | null {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${BUILD_VERSION_META}"]`)?.content;
  return content && !content.startsWith('%') ? content : null;
}

/** The contracts version a build was made against, from the shared packages its manifest lists. */
export function contractsVersionOf(shared: readonly ManifestShared[]): string | null {
  return shared.find(({ name }) => packageOf(name) === CONTRACTS)?.version ?? null;
}

/** One line for the console at start-up: the shell's build and where each remote's build comes from. */
export function describeComposition(shellVersion: string | null, manifests: RemoteManifests): string {
  const remotes = Object.entries(manifests).map(([name, { url, source }]) => `${name} ${url}${source === 'live' ? '' : ` (${source})`}`);
  return `Marketplace shell ${shellVersion ?? '(unstamped build)'}; remotes: ${remotes.join(', ')}`;
}

/** One line for the console when a remote's build joins the page. */
export function describeComposedRemote(container: string, manifestUrl: string, buildVersion: string | undefined, shared: readonly ManifestShared[]): string {
  const contracts = contractsVersionOf(shared);
  return `Marketplace composes ${container} ${buildVersion ?? '(unstamped build)'}${contracts ? ` (built against ${CONTRACTS} ${contracts})` : ''} from ${manifestUrl}`;
}

/** One shared package as a remote's `mf-manifest.json` lists it: the version it was built against. */
export interface ManifestShared {
  name: string;
  version?: string;
  singleton?: boolean;
}

/** A singleton the remote was built against on another major line than the one the host provides. */
export interface SingletonSkew {
  pkg: string;
  remoteVersion: string;
  hostVersion: string;
}

/** What the federation runtime knows of a host's shared packages (an instance's `options`). */
export interface HostShares {
  options: { name: string; shared: Readonly<Record<string, readonly { version?: string; from: string }[]>> };
}

/** The version of each singleton a host provides itself (its own share entries, not those a remote brought). */
export function providedSingletonVersions(host: HostShares): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const [name, shares] of Object.entries(host.options.shared)) {
    const own = shares.find((share) => share.from === host.options.name);
    if (own?.version) versions[name] = own.version;
  }
  return versions;
}

/**
 * The part of a version that semver's caret holds fixed, i.e. what must match for two builds to
 * share one copy: the major ('19'), or for 0.x the minor too ('0.3'), or for 0.0.x everything.
 * Null for a version that cannot be read, which is then not judged.
 */
export function compatibilityLine(version: string): string | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  if (!match) return null;
  const [, major = '', minor, patch] = match;
  if (major !== '0') return major;
  if (minor !== '0') return `0.${minor}`;
  return `0.0.${patch}`;
}

/** The package a shared request belongs to: '@marketplace/contracts/wire' and 'react-dom/client' name their package. */
export function packageOf(request: string): string {
  const [first = '', second] = request.split('/');
  return request.startsWith('@') && second !== undefined ? `${first}/${second}` : first;
}

/**
 * The singletons a remote was built against on another major than the copy the host provides, one
 * per package (the five contracts entries are one package). A newer patch or minor is no skew: one
 * copy serves both. A package the host does not share is the remote's own business.
 */
export function singletonSkews(remoteShared: readonly ManifestShared[], hostVersions: Readonly<Record<string, string>>): SingletonSkew[] {
  const skews = new Map<string, SingletonSkew>();
  for (const { name, version, singleton } of remoteShared) {
    const hostVersion = hostVersions[name];
    if (!singleton || !version || !hostVersion) continue;
    const remoteLine = compatibilityLine(version);
    const hostLine = compatibilityLine(hostVersion);
    if (remoteLine === null || hostLine === null || remoteLine === hostLine) continue;
    const pkg = packageOf(name);
    if (!skews.has(pkg)) skews.set(pkg, { pkg, remoteVersion: version, hostVersion });
  }
  return [...skews.values()];
}

import { REMOTE_NAMES, remoteManifestUrlSchema, type RemoteName, type RuntimeConfig } from '@marketplace/contracts/wire';

/** Why a remote's build comes from where it does. */
export type ManifestSource = 'live' | 'pinned' | 'canary' | 'debug-override';

export interface ChosenManifest {
  url: string;
  source: ManifestSource;
}

export type RemoteManifests = Record<RemoteName, ChosenManifest>;

/** Debug mode only: `?remote-override=legal@<manifest URL>` (repeatable) for one page load. */
export const OVERRIDE_QUERY = 'remote-override';
/** Debug mode only: `{"legal": "<manifest URL>"}` kept in localStorage under this key, until removed. */
export const OVERRIDE_STORAGE_KEY = 'marketplace:remote-overrides';

export interface ManifestChoiceContext {
  /** The device id cookie: a canary keeps each device on one side of the split. */
  deviceId: string;
  search: URLSearchParams;
  storage: Pick<Storage, 'getItem'> | null;
  warn?: (message: string) => void;
}

type ManifestConfig = Pick<RuntimeConfig, 'remotes' | 'remoteOverrides' | 'debug'>;

/** A stable number 0–99 per device and remote (FNV-1a), so canaries of different remotes reach different devices. */
export function canaryBucket(deviceId: string, remote: RemoteName): number {
  let hash = 0x811c9dc5;
  for (const char of `${remote}:${deviceId}`) {
    // A character of a string's iteration always has a code point; `?? 0` only satisfies the type.
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

function knownOrigins(config: ManifestConfig): Set<string> {
  const overrides = Object.values(config.remoteOverrides).map((override) => override.manifest);
  return new Set([...Object.values(config.remotes), ...overrides].map((url) => new URL(url).origin));
}

function storedOverrides(storage: ManifestChoiceContext['storage']): [string, unknown][] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(OVERRIDE_STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? Object.entries(stored) : [];
  } catch {
    return [];
  }
}

function queryOverrides(search: URLSearchParams): [string, unknown][] {
  return search.getAll(OVERRIDE_QUERY).map((value) => {
    const at = value.indexOf('@');
    return at > 0 ? [value.slice(0, at), value.slice(at + 1)] : [value, undefined];
  });
}

/**
 * The overrides a developer set in the browser, which only a configuration in debug mode honours
 * (elsewhere a link must not be able to swap a remote's code). Even then only a manifest URL on an
 * origin the configuration already names: the page's Content-Security-Policy, derived from the same
 * configuration, would refuse any other, so this says why instead.
 */
function debugOverrides(config: ManifestConfig, { search, storage, warn = console.warn }: ManifestChoiceContext): Partial<Record<RemoteName, string>> {
  const origins = knownOrigins(config);
  const chosen: Partial<Record<RemoteName, string>> = {};
  for (const [remote, url] of [...storedOverrides(storage), ...queryOverrides(search)]) {
    const known = (REMOTE_NAMES as readonly string[]).includes(remote);
    const valid = known && remoteManifestUrlSchema.safeParse(url).success && origins.has(new URL(url as string).origin);
    if (valid) chosen[remote as RemoteName] = url as string;
    else warn(`Ignored the debug override ${remote}@${String(url)}: it must name a remote and the mf-manifest.json of a build on an origin config.json names`);
  }
  return chosen;
}

/**
 * Where the shell takes each remote's build from on this page load: the live manifest in `remotes`,
 * unless `remoteOverrides` pins another build (a rollback) or offers one to a share of devices (a
 * canary), unless a debug-mode override points elsewhere.
 */
export function chooseRemoteManifests(config: ManifestConfig, context: ManifestChoiceContext): RemoteManifests {
  const debug = config.debug ? debugOverrides(config, context) : {};
  const choose = (remote: RemoteName): ChosenManifest => {
    const override = debug[remote];
    if (override) return { url: override, source: 'debug-override' };
    const configured = config.remoteOverrides[remote];
    if (!configured) return { url: config.remotes[remote], source: 'live' };
    const percent = configured.percent ?? 100;
    if (percent === 100) return { url: configured.manifest, source: 'pinned' };
    return canaryBucket(context.deviceId, remote) < percent ? { url: configured.manifest, source: 'canary' } : { url: config.remotes[remote], source: 'live' };
  };
  return Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, choose(remote)])) as RemoteManifests;
}

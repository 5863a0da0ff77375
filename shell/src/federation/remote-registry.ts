import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_CONTAINERS, REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@marketplace/contracts';

let manifestUrls: Record<RemoteName, string> | null = null;

const remoteOf = (name: RemoteName, urls: Record<RemoteName, string>) => ({
  name: REMOTE_CONTAINERS[name],
  entry: urls[name],
});

/**
 * Tells the federation runtime where each remote's manifest lives today (from config.json).
 * Nothing is fetched here: with `loaded-first`, a remote is contacted when a page first needs it.
 */
export function registerMarketplaceRemotes(remotes: RuntimeConfig['remotes']): void {
  manifestUrls = { ...remotes };
  const urls = manifestUrls;
  registerRemotes(REMOTE_NAMES.map((name) => remoteOf(name, urls)));
}

/** Forgets everything cached about one remote, so the next load fetches its manifest again. */
export function forgetRemote(name: RemoteName): void {
  if (!manifestUrls) throw new Error('Remotes are not registered yet');
  registerRemotes([remoteOf(name, manifestUrls)], { force: true });
}

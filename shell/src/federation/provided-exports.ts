import type { HostShares } from './singleton-compatibility';

interface OwnShare {
  from: string;
  lib?: () => unknown;
}

/**
 * What the host really provides of each shared module: the names on the very module object its
 * runtime hands a remote (a narrowed surface's exports, a package's namespace), read from the host's
 * own share entries, not from a copy another remote brought. A module it does not provide answers
 * undefined. Read when asked, so a page that composes no remote never touches them.
 */
export function providedExportNames(host: HostShares): (module: string) => ReadonlySet<string> | undefined {
  const shared = host.options.shared as Readonly<Record<string, readonly OwnShare[]>>;
  return (module) => {
    const lib = shared[module]?.find((share) => share.from === host.options.name)?.lib;
    const provided = lib?.();
    return typeof provided === 'object' && provided !== null ? new Set(Object.keys(provided)) : undefined;
  };
}

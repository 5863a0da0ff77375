import { FEDERATION_HOST_BUILD } from './federation-host-build';

/**
 * The version of each shared singleton the shell was built against, as its build declared them: what
 * it provides to the remotes, known without starting the federation runtime (the admin page needs no remote).
 */
export function shellSingletonVersions(): Record<string, string> {
  return Object.fromEntries(Object.entries(FEDERATION_HOST_BUILD.shared).map(([request, { version }]) => [request, version]));
}

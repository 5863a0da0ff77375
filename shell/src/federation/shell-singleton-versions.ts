/** Set by the shell's build (tooling/rspack/create-app-config.mjs, `runtimeHost`). */
declare const __MARKETPLACE_FEDERATION_HOST__: { shared: Record<string, { version: string }> };

/**
 * The version of each shared singleton the shell was built against, as its build declared them: what
 * it provides to the remotes, known without starting the federation runtime (the admin page needs no remote).
 */
export function shellSingletonVersions(): Record<string, string> {
  return Object.fromEntries(Object.entries(__MARKETPLACE_FEDERATION_HOST__.shared).map(([request, { version }]) => [request, version]));
}

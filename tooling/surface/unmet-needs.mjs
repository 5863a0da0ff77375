/**
 * The surface contract between the shell and a remote, as data both sides can read without running
 * either: what a remote's build needs from the modules the shell provides (`surfaceNeeds` in its
 * mf-manifest.json, written by tooling/rspack/surface-needs-plugin.mjs) against what a shell build
 * provides (`builds/surface.json`, tooling/surface/shell-surface.mjs). One comparison serves the
 * remote's pipeline (scripts/check-surface.mjs) and the shell at run time
 * (shell/src/federation/runtime-plugins/refuse-incompatible-remotes.ts), so they cannot disagree.
 */

/** Where a shell build publishes its surface, beside its files (tooling/rspack/shell-surface-plugin.mjs). */
export const SHELL_SURFACE_FILE = 'builds/surface.json';

/** The major of a semver version ('3.1.0' → 3), or null when it cannot be read. */
export function majorOf(version) {
  const match = /^v?(\d+)\./.exec(String(version ?? '').trim());
  return match ? Number(match[1]) : null;
}

/**
 * The names a remote imports that the shell does not provide, per shared module, in the order the
 * needs list them (sorted in the manifest). A module the shell does not provide at all leaves every
 * name it is needed for missing.
 * @param {Readonly<Record<string, readonly string[]>>} needed  shared module → export names the remote imports
 * @param {(module: string) => ReadonlySet<string> | readonly string[] | undefined} providedBy  what the shell provides of one module
 * @returns {{ module: string, missing: string[] }[]}
 */
export function unmetNeeds(needed, providedBy) {
  const unmet = [];
  for (const [module, names] of Object.entries(needed ?? {})) {
    const provided = providedBy(module);
    const has = provided === undefined ? () => false : Array.isArray(provided) ? (name) => provided.includes(name) : (name) => provided.has(name);
    const missing = names.filter((name) => !has(name));
    if (missing.length) unmet.push({ module, missing });
  }
  return unmet;
}

/** 'react-router: useBlocker, Await; zustand: createStore', for a log line or an error. */
export function describeUnmetNeeds(unmet) {
  return unmet.map(({ module, missing }) => `${module}: ${missing.join(', ')}`).join('; ');
}

/**
 * Every way a remote's recorded needs and a shell's published surface disagree: the names the shell
 * does not provide, and a contracts major other than the shell's (one shared copy cannot serve both).
 * @param {{ contracts?: { version: string, major?: number }, imports?: Record<string, string[]> }} needs
 * @param {{ contracts?: { version: string, major?: number }, provides: Record<string, string[]> }} surface
 */
export function surfaceGaps(needs, surface) {
  const unmet = unmetNeeds(needs.imports ?? {}, (module) => surface.provides[module]);
  const neededMajor = needs.contracts ? (needs.contracts.major ?? majorOf(needs.contracts.version)) : null;
  const providedMajor = surface.contracts ? (surface.contracts.major ?? majorOf(surface.contracts.version)) : null;
  const contracts =
    neededMajor !== null && providedMajor !== null && neededMajor !== providedMajor
      ? { needed: needs.contracts.version, provided: surface.contracts.version }
      : null;
  return { unmet, contracts };
}

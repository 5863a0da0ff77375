import path from 'node:path';
import { computeShellSurface, sourcesOnDisk } from '../surface/shell-surface.mjs';
import { SHELL_SURFACE_FILE } from '../surface/unmet-needs.mjs';
import { buildVersionOf, outputHashOf } from './build-version.mjs';

const PLUGIN = 'MarketplaceShellSurfacePlugin';

/**
 * For the shell's build: publishes what it provides to the remotes at `builds/surface.json`, beside
 * `builds/latest.json` (each shared key's export names and the contracts version, computed from the
 * shell's sources by tooling/surface/shell-surface.mjs) with the build's version. A remote's pipeline
 * checks its needs against the deployed shell's file (scripts/check-surface.mjs).
 */
export class ShellSurfacePlugin {
  /** @param {{ shellDir: string, packageVersion: string }} options */
  constructor({ shellDir, packageVersion }) {
    this.shellDir = shellDir;
    this.packageVersion = packageVersion;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const root = path.resolve(import.meta.dirname, '..', '..');
        const surface = computeShellSurface({ root, shellDir: this.shellDir, read: sourcesOnDisk(root, this.shellDir) });
        const build = buildVersionOf(this.packageVersion, outputHashOf(compilation.getAssets()));
        compilation.emitAsset(SHELL_SURFACE_FILE, new RawSource(`${JSON.stringify({ build, ...surface }, null, 2)}\n`));
      });
    });
  }
}

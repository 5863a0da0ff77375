import { majorOf } from '../surface/unmet-needs.mjs';

const PLUGIN = 'MarketplaceSurfaceNeedsPlugin';
const MANIFEST = 'mf-manifest.json';
/** A consume-shared module's identifier: `consume shared module (default) react-router@^7.18.5 (singleton) …`. */
const CONSUMED_KEY = /^consume shared module \([^)]*\) (@?[^@\s]+)@/;
/** An import of named exports (`import { Link }`, `X.useState` of `import * as X`) and a re-export of one. */
const NAMED_USE = new Set(['esm import specifier', 'esm export imported specifier']);
/** The import statement itself, which needs no export (its specifiers come as their own dependencies). */
const IMPORT_STATEMENT = 'esm import';

/**
 * For a remote's build: records in its `mf-manifest.json` what it needs from the modules the shell
 * provides (`surfaceNeeds`): each shared module it consumes with the export names its code reads
 * from it, and the contracts version it was built against. The shell refuses a build whose needs it
 * cannot meet before any of its code runs, and `scripts/check-surface.mjs` refuses to let it ship.
 *
 * The names come from the compilation's module graph, so they are exactly what the built code reads:
 * the walk starts at the exposed modules and stops at each shared module, so the remote's own
 * fallback copies of the shared packages (never run beside the shell, which provides its own) add
 * nothing; JSX compiled to `react/jsx-runtime` calls counts, a type import does not. A use that
 * names no export (a namespace passed around whole, `export *` of a shared module, `require` or
 * `import()` of one) cannot be checked and fails the build, saying where.
 */
export class SurfaceNeedsPlugin {
  /** @param {{ contractsVersion: string }} options the contracts version the remote builds against */
  constructor({ contractsVersion }) {
    this.contractsVersion = contractsVersion;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset(MANIFEST);
        if (!asset) return;
        const { imports, unreadable } = neededExports(compilation);
        for (const problem of unreadable) compilation.errors.push(new compiler.webpack.WebpackError(`${PLUGIN}: ${problem}`));
        const manifest = JSON.parse(asset.source.source().toString());
        manifest.surfaceNeeds = { contracts: { version: this.contractsVersion, major: majorOf(this.contractsVersion) }, imports };
        compilation.updateAsset(MANIFEST, new RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

/** Where a module's code is, for a message: its file relative to the build's context, or its identifier. */
function whereIs(module, context) {
  const file = module?.resource ?? module?.identifier?.() ?? 'an unknown module';
  return file.startsWith(context) ? file.slice(context.length + 1) : file;
}

/**
 * Walks the module graph from the container's entry (its exposed modules and everything they load,
 * lazily too) and collects, per consumed shared module, the export names read from it.
 */
function neededExports(compilation) {
  const graph = compilation.moduleGraph;
  const context = compilation.options.context ?? '';
  const needed = new Map();
  const unreadable = [];
  const containers = [...compilation.modules].filter((module) => module.identifier().startsWith('container entry'));
  const seen = new Set(containers);
  const queue = [...containers];
  while (queue.length) {
    const module = queue.shift();
    for (const connection of graph.getOutgoingConnections(module)) {
      const target = connection.module;
      if (!target || connection.getActiveState(undefined) === false) continue;
      const shared = target.type === 'consume-shared-module' ? CONSUMED_KEY.exec(target.identifier())?.[1] : undefined;
      if (!shared) {
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
        continue;
      }
      const { type, ids } = connection.dependency;
      if (type === IMPORT_STATEMENT) continue;
      if (NAMED_USE.has(type) && ids?.length) {
        if (!needed.has(shared)) needed.set(shared, new Set());
        needed.get(shared).add(ids[0]);
      } else {
        unreadable.push(
          `${whereIs(connection.originModule ?? module, context)} uses the shared module '${shared}' without naming its exports (${type}); ` +
            'import the names it needs, so the shell can check that it provides them',
        );
      }
    }
  }
  const imports = Object.fromEntries([...needed].sort(([a], [b]) => (a < b ? -1 : 1)).map(([shared, names]) => [shared, [...names].sort()]));
  return { imports, unreadable };
}

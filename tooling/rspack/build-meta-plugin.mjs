import { readFileSync } from 'node:fs';
import { buildVersionOf, outputHashOf } from './build-version.mjs';

const PLUGIN = 'MarketplaceBuildMetaPlugin';

/**
 * Writes what the running shell polls (spec §7): `builds/latest.json` names the build id (and the
 * build version, `build-version.mjs`), and `builds/meta/{buildId}.json` carries the server redirect
 * rules of that build, read from a rules file in the repo. The id is the compilation hash, so it
 * changes exactly when the output does.
 * The shell validates the rules again when it reads them; this only refuses a file that is not a
 * list of {from, to} at build time, so a typo never ships.
 */
export class BuildMetaPlugin {
  /** @param {{ rulesFile: string, packageVersion: string }} options */
  constructor({ rulesFile, packageVersion }) {
    this.rulesFile = rulesFile;
    this.packageVersion = packageVersion;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.fileDependencies.add(this.rulesFile);
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const redirects = readRules(this.rulesFile);
        const buildId = compilation.hash;
        const version = buildVersionOf(this.packageVersion, outputHashOf(compilation.getAssets()));
        compilation.emitAsset('builds/latest.json', new RawSource(JSON.stringify({ buildId, version })));
        compilation.emitAsset(`builds/meta/${buildId}.json`, new RawSource(JSON.stringify({ buildId, redirects })));
      });
    });
  }
}

function readRules(file) {
  const rules = JSON.parse(readFileSync(file, 'utf8'));
  const valid = Array.isArray(rules) && rules.every((rule) => typeof rule?.from === 'string' && typeof rule?.to === 'string');
  if (!valid) throw new Error(`${file} must be a JSON list of {"from": "/path", "to": "/path or https://address"}`);
  return rules;
}

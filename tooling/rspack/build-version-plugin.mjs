import { buildVersionOf, outputHashOf } from './build-version.mjs';

const PLUGIN = 'MarketplaceBuildVersionPlugin';
const MANIFESTS = ['mf-manifest.json', 'mf-manifest-stats.json'];
/** The placeholder `index.html` carries in its build-version meta tag. */
export const BUILD_VERSION_PLACEHOLDER = '%MARKETPLACE_BUILD_VERSION%';

/**
 * Stamps the build version (package version + output hash, see `build-version.mjs`) and the
 * source commit into the app's federation manifest (`metaData.buildInfo`, where Module Federation
 * keeps its own build name) and into its HTML page (`<meta name="marketplace-build-version">`), so
 * the running shell, the admin page and whoever reads a manifest can tell exactly which build it is.
 * Runs at the last asset stage, after the manifest and the page exist.
 */
export class BuildVersionPlugin {
  /** @param {{ packageVersion: string, commit: string | null }} options */
  constructor({ packageVersion, commit }) {
    this.packageVersion = packageVersion;
    this.commit = commit;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const buildVersion = buildVersionOf(this.packageVersion, outputHashOf(compilation.getAssets()));
        for (const file of MANIFESTS) {
          const asset = compilation.getAsset(file);
          if (!asset) continue;
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion, commit: this.commit };
          compilation.updateAsset(file, new RawSource(JSON.stringify(manifest, null, 2)));
        }
        for (const asset of compilation.getAssets().filter(({ name }) => name.endsWith('.html'))) {
          const html = asset.source.source().toString();
          if (html.includes(BUILD_VERSION_PLACEHOLDER))
            compilation.updateAsset(asset.name, new RawSource(html.replaceAll(BUILD_VERSION_PLACEHOLDER, buildVersion)));
        }
      });
    });
  }
}

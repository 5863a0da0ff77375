import path from 'node:path';
import { rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BuildMetaPlugin } from './build-meta-plugin.mjs';
import { gitCommitOf, packageVersionOf } from './build-version.mjs';
import { BuildVersionPlugin } from './build-version-plugin.mjs';
import { KeepBuildsPlugin } from './keep-builds-plugin.mjs';
import { ShellSurfacePlugin } from './shell-surface-plugin.mjs';
import { REMOTE_RELEASES, SHELL_RELEASES, stagingDirOf } from './kept-builds.mjs';
import { sharedSingletons } from './shared-singletons.mjs';
import { SurfaceNeedsPlugin } from './surface-needs-plugin.mjs';
import { resolveOptions } from './resolve-options.mjs';

/**
 * What a runtime host's code reads as `__MARKETPLACE_FEDERATION_HOST__` (shell/src/federation/federation-host-build.ts):
 * its container name and the singletons it shares, for its browser build and its prerender alike.
 */
export function federationHostDefine(app) {
  return new rspack.DefinePlugin({ __MARKETPLACE_FEDERATION_HOST__: JSON.stringify({ name: app.container, shared: sharedSingletons(app.dir) }) });
}

/**
 * How an app's TypeScript and CSS are compiled, shared by its browser build and (for the shell) the
 * build's prerender, so both give a component the same class names. `cssExportsOnly` keeps only the
 * class names, for a build that renders markup and ships no stylesheet.
 */
export function sourceModules(app, { production, cssExportsOnly = false }) {
  return {
    rules: [
      {
        test: /\.tsx?$/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            // Fast Refresh in development: an edited component re-renders in place, keeping its state.
            transform: { react: { runtime: 'automatic', development: !production, refresh: !production } },
            target: 'es2022',
          },
        },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css/auto' },
    ],
    parser: { 'css/auto': { namedExports: false } },
    // Class names carry the app's container name, so no remote's CSS can collide with another's.
    generator: { 'css/auto': { localIdentName: `${app.container}__[local]--[hash:6]`, ...(cssExportsOnly ? { exportsOnly: true } : {}) } },
  };
}

/**
 * One rspack configuration for the shell and every remote, so that they cannot drift apart in
 * the settings that make federation work (DESIGN rule 7).
 *
 * @param {object} app
 * @param {string} app.dir            package folder
 * @param {string} app.container      Module Federation container name
 * @param {number} app.port           dev-server port (the same as the production port)
 * @param {string} app.title          HTML title of the app's own page (shell, or the remote's harness)
 * @param {Record<string,string>} [app.exposes]  exposed name → file, for remotes
 * @param {string[]} [app.runtimePlugins]         files of Module Federation runtime plugins, for a host built with the plugin (the shell, a `runtimeHost`, registers its plugins in code)
 * @param {object[]} [app.copy]       extra files to copy into the output
 * @param {string} [app.publicPath]   where the app's assets are served from; default 'auto'
 * @param {string} [app.redirectRules] the server redirect rules file, for the host (writes builds/*.json)
 * @param {boolean} [app.runtimeHost] for the shell: it composes the remotes with the federation runtime
 *   alone, without the build plugin. Its own bundle then keeps React and the router tree-shaken, the
 *   runtime loads with the first remote a page needs (not on every first visit), and what it provides
 *   to the remotes is declared in code (shell/src/federation/provided-singletons.ts) with the versions
 *   of `sharedSingletons`, handed over as `__MARKETPLACE_FEDERATION_HOST__`.
 *
 * `MARKETPLACE_DIST_DIR` publishes the build somewhere else than `<app>/dist` (a redeploy test builds
 * an edited copy of a remote into the remote's real folder that way).
 */
export const distDirOf = (app) => process.env.MARKETPLACE_DIST_DIR ?? path.join(app.dir, 'dist');

/**
 * How an app's production builds are kept (kept-builds.mjs): a remote's and the shell's, so either can
 * be rolled back; none for a development build.
 */
export function releasesOf(app, { production }) {
  if (!production) return null;
  if (app.exposes) return REMOTE_RELEASES;
  return app.runtimeHost ? SHELL_RELEASES : null;
}

export function createAppConfig(app, { mode = 'production' } = {}) {
  const production = mode === 'production';
  const distDir = distDirOf(app);
  const packageVersion = packageVersionOf(app.dir);
  // A remote's production build is only its container: the page harness (its `main` entry and HTML)
  // is for `npm run dev -w <remote>`, and its origin serves the build, not the harness.
  const remoteRelease = production && Boolean(app.exposes);
  // Each release is kept beside the earlier ones (kept-builds.mjs): it is written to a staging folder,
  // then kept under its version and published: a remote's when its build is done, the shell's once its
  // pages are prerendered too (scripts/build-apps.mjs).
  const releases = releasesOf(app, { production });
  const outputPath = releases ? stagingDirOf(distDir, releases) : distDir;
  return {
    mode,
    context: app.dir,
    entry: remoteRelease ? {} : { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: outputPath,
      // Remotes resolve their chunks from wherever their entry was loaded ('auto'); the shell's HTML is
      // served for every deep link (/ja/store/x), so its assets must be addressed from the root.
      publicPath: app.publicPath ?? 'auto',
      uniqueName: app.container,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      clean: true,
    },
    resolve: resolveOptions(app, { production }),
    module: sourceModules(app, { production }),
    plugins: [
      ...(remoteRelease
        ? []
        : [
            new rspack.HtmlRspackPlugin({
              template: path.join(import.meta.dirname, 'index.html'),
              templateParameters: { title: app.title },
              favicon: path.join(import.meta.dirname, 'favicon.svg'),
              // The remote entry must not run as a page script; only the app's own entry does.
              chunks: ['main'],
            }),
          ]),
      app.runtimeHost
        ? federationHostDefine(app)
        : new ModuleFederationPlugin({
            name: app.container,
            filename: production ? 'remoteEntry.[contenthash:10].js' : 'remoteEntry.js',
            exposes: app.exposes ?? {},
            remotes: {},
            shared: sharedSingletons(app.dir),
            shareStrategy: 'loaded-first',
            runtimePlugins: app.runtimePlugins ?? [],
            dts: false,
            manifest: { fileName: 'mf-manifest.json' },
            // The browser build needs none of the runtime's Node paths.
            experiments: { optimization: { target: 'web' } },
          }),
      // What a remote reads from the shell's modules, in its manifest: checked by its pipeline and by the shell.
      ...(remoteRelease ? [new SurfaceNeedsPlugin({ contractsVersion: sharedSingletons(app.dir)['@marketplace/contracts/wire'].version })] : []),
      ...(app.copy?.length ? [new rspack.CopyRspackPlugin({ patterns: app.copy })] : []),
      ...(app.redirectRules ? [new BuildMetaPlugin({ rulesFile: app.redirectRules, packageVersion })] : []),
      // What the shell provides to the remotes, published beside builds/latest.json for their pipelines.
      ...(production && app.runtimeHost ? [new ShellSurfacePlugin({ shellDir: app.dir, packageVersion })] : []),
      new BuildVersionPlugin({ packageVersion, commit: production ? gitCommitOf(app.dir) : null }),
      ...(production ? [] : [new ReactRefreshRspackPlugin()]),
      ...(remoteRelease ? [new KeepBuildsPlugin({ distDir, stagingDir: outputPath })] : []),
    ],
    performance: { hints: false },
    optimization: { moduleIds: production ? 'deterministic' : 'named' },
    devServer: {
      port: app.port,
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false } },
    },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BuildMetaPlugin } from './build-meta-plugin.mjs';
import { sharedSingletons } from './shared-singletons.mjs';

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
 * @param {string[]} [app.runtimePlugins]         files of Module Federation runtime plugins, for the host
 * @param {object[]} [app.copy]       extra files to copy into the output
 * @param {string} [app.publicPath]   where the app's assets are served from; default 'auto'
 * @param {string} [app.redirectRules] the server redirect rules file, for the host (writes builds/*.json)
 */
export function createAppConfig(app, { mode = 'production' } = {}) {
  const production = mode === 'production';
  const outputPath = process.env.MARKETPLACE_OUTPUT_PATH ?? path.join(app.dir, 'dist');
  return {
    mode,
    context: app.dir,
    entry: { main: './src/index.ts' },
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
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
      parser: { 'css/auto': { namedExports: false } },
      // Class names carry the app's container name, so no remote's CSS can collide with another's.
      generator: { 'css/auto': { localIdentName: `${app.container}__[local]--[hash:6]` } },
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(import.meta.dirname, 'index.html'),
        templateParameters: { title: app.title },
        favicon: path.join(import.meta.dirname, 'favicon.svg'),
        // The remote entry must not run as a page script; only the app's own entry does.
        chunks: ['main'],
      }),
      new ModuleFederationPlugin({
        name: app.container,
        filename: production ? 'remoteEntry.[contenthash:10].js' : 'remoteEntry.js',
        exposes: app.exposes ?? {},
        remotes: {},
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        runtimePlugins: app.runtimePlugins ?? [],
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
      }),
      ...(app.copy?.length ? [new rspack.CopyRspackPlugin({ patterns: app.copy })] : []),
      ...(app.redirectRules ? [new BuildMetaPlugin({ rulesFile: app.redirectRules })] : []),
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

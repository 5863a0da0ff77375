import { federationHostDefine, sourceModules } from './create-app-config.mjs';
import { resolveOptions } from './resolve-options.mjs';

/** Where the build of an app's prerender goes: beside its `dist`, never inside it (it is not served). */
export const prerenderDirOf = (distDir) => `${distDir}-prerender`;

/**
 * The Node build of the shell's prerender entry (`src/prerender.tsx`): the same components, compiled
 * the same way as the browser build (`sourceModules`), so the markup it renders at build time is the
 * markup the browser hydrates. scripts/prerender-pages.mjs runs it after the build.
 *
 * @param {{ dir: string, container: string }} app
 * @param {{ distDir: string }} options the browser build's output folder
 */
export function createPrerenderConfig(app, { distDir }) {
  return {
    name: `${app.container}-prerender`,
    mode: 'production',
    context: app.dir,
    entry: { prerender: './src/prerender.tsx' },
    target: 'node20',
    devtool: false,
    output: {
      path: prerenderDirOf(distDir),
      uniqueName: app.container,
      filename: '[name].cjs',
      chunkFilename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: resolveOptions(app, { production: true }),
    module: sourceModules(app, { production: true, cssExportsOnly: true }),
    plugins: [federationHostDefine(app)],
    // Readable: it runs once per build, and a prerender failure should point at a line.
    optimization: { minimize: false, moduleIds: 'named' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
